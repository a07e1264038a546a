import { type Language, translate } from '../i18n';
import { html } from './html';

/**
 * The page of an unsubscribe link opened in a browser (RFC 8058: a GET changes nothing; the
 * button posts to the same URL, as a mail client's one-click does), and the page after it.
 */
export function unsubscribePage(
  language: Language,
  state: 'confirm' | 'done' | 'invalid',
  action: string,
  publicUrl: string,
): string {
  const t = (key: Parameters<typeof translate>[1]) => translate(language, key);
  const title = t('notifications.unsubscribeTitle');
  const body =
    state === 'confirm'
      ? html`<p>${t('notifications.unsubscribeAsk')}</p>
<form method="post" action="${action}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${t('notifications.unsubscribeButton')}</button>
</form>`
      : html`<p role="status">${t(state === 'done' ? 'notifications.unsubscribed' : 'notifications.linkInvalid')}</p>`;
  return html`<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<link rel="stylesheet" href="/checkout/assets/checkout.css">
</head>
<body>
<main class="checkout">
<h1>${title}</h1>
${body}
<p class="back"><a href="${`${publicUrl}/dashboard/settings`}">${t('notifications.manageAll')}</a></p>
</main>
</body>
</html>
`.toString();
}
