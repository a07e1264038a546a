import sanitize from 'sanitize-html';

/**
 * The FAQ answer's allow-list (interface §10), applied on the server before an answer is stored:
 * paragraphs, line breaks, lists, links (http, https and mailto only, always
 * `rel="noopener noreferrer nofollow"`) and emphasis (`b` becomes `strong`, `i` becomes `em`).
 * Everything else goes: scripts and styles with their content, event handlers, `style`,
 * iframes, images, forms, comments and any other URL scheme (`javascript:`, `data:`…). The
 * text of a removed tag stays (an unknown `<span>` keeps its words). The site cleans it once
 * more when it shows it (src/lib/sanitize-html.ts, DOMPurify): both are kept.
 */
const LINK = /^\s*(https?:\/\/|mailto:)/i;

const OPTIONS: sanitize.IOptions = {
  allowedTags: ['p', 'br', 'ul', 'ol', 'li', 'a', 'em', 'strong'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Removed with everything inside them, not only their tags.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'title',
    'head',
    'svg',
    'math',
  ],
  transformTags: {
    b: 'strong',
    i: 'em',
    a: (_tagName, attribs) => ({
      tagName: 'a',
      attribs: {
        // Absolute http, https and mailto links only (a relative or scheme-less one is dropped).
        ...(LINK.test(attribs.href ?? '') ? { href: (attribs.href ?? '').trim() } : {}),
        rel: 'noopener noreferrer nofollow',
      },
    }),
  },
};

/** The answer as it is stored and served: only the allow-list left. */
export function cleanFaqAnswer(html: string): string {
  return sanitize(html, OPTIONS).trim();
}

/** Whether cleaned HTML still says anything (an answer of only `<script>` says nothing). */
export function hasText(html: string): boolean {
  return sanitize(html, { allowedTags: [], allowedAttributes: {} }).trim().length > 0;
}
