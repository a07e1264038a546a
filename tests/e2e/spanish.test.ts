import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { verifiedParent as verifiedParentAccount } from './accounts';
import { launchChromium } from './browser';

/**
 * The Spanish journeys (issue 10, item 5): the footer's language switch turns the whole site
 * Spanish and is remembered; one element given `lang="es"` on a partner's page speaks Spanish
 * while the others stay English.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;

const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

const verifiedParent = (label: string) =>
  verifiedParentAccount(baseUrl, { name: `${label} Comprador`, emailPrefix: 'spanish', block: 4 });

/** Chooses a language with the footer's switch. */
async function chooseLanguage(name: 'English' | 'Español') {
  await page
    .locator('footer')
    .getByLabel(/^(Language|Idioma)$/)
    .selectOption({ label: name });
}

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  page = await (await browser.newContext()).newPage();
  page.setDefaultTimeout(10_000);
});

describe('the site in Spanish, against npm start', () => {
  it('switches to Español in the footer: header, footer and home in Spanish, kept after a reload', async () => {
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { name: 'Find trusted childcare', level: 1 }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');

    await chooseLanguage('Español');
    await page
      .getByRole('heading', { name: 'Encuentra cuidado infantil de confianza', level: 1 })
      .waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    expect(await page.title()).toBe('FTC: encuentra cuidado infantil de confianza');
    // The navigation in Spanish (folded into "Menú" when the row would not hold its longer words).
    const nav = page.getByRole('navigation', { name: 'Principal', includeHidden: true });
    await nav
      .getByRole('link', { name: 'Inicio', includeHidden: true })
      .waitFor({ state: 'attached' });
    await nav
      .getByRole('link', { name: 'Suscripción', includeHidden: true })
      .waitFor({ state: 'attached' });
    const footer = page.locator('footer');
    await footer.getByRole('navigation', { name: 'Pie de página' }).waitFor();
    await footer.getByRole('link', { name: 'Política de privacidad' }).waitFor();
    await footer.getByText('FTC no emplea a ningún cuidador').waitFor();
    // The newsletter in the footer follows <html lang> too.
    await footer.getByRole('button', { name: 'Suscribirme' }).waitFor();
    await page.getByRole('link', { name: 'Ver los planes' }).waitFor();

    await page.reload();
    await page
      .getByRole('heading', { name: 'Encuentra cuidado infantil de confianza', level: 1 })
      .waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    expect(await page.locator('footer').getByLabel('Idioma').inputValue()).toBe('es');

    // The 404 page and its title.
    await page.goto(`${baseUrl}/no-such-page-${runId}`);
    await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor();
    expect(await page.title()).toBe('Página no encontrada · FTC');

    // And back to English.
    await chooseLanguage('English');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.title()).toBe('Page not found · FTC');
    await page.reload();
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });

  it('buys a plan in Spanish: the plans, the promo code and the result page speak Spanish', async () => {
    const who = await verifiedParent('Lucía');
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Email or mobile number').fill(who.email);
    await page.getByLabel('Password', { exact: true }).fill(who.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    // A login without a page to return to ends on the dashboard (issue 24).
    await page.waitForURL(/\/dashboard$/);

    await chooseLanguage('Español');
    await page.goto(`${baseUrl}/subscription`);
    await page.getByRole('heading', { name: 'Planes de suscripción', level: 1 }).waitFor();
    const parents = page.locator('.ftc-plans').first();
    // Plan names come from the server as they are; prices through Intl for es.
    await parents.getByRole('button', { name: 'Elegir Family Basic' }).waitFor();
    expect(await parents.locator('.ftc-plan__price').first().innerText()).toMatch(
      /^\$\d+\.\d{2} al mes$/,
    );
    await parents.getByLabel('Código promocional').fill('WELCOME20');
    await parents.getByRole('button', { name: 'Aplicar' }).click();
    await parents.getByText(/\$11\.99/).waitFor();
    await parents.getByRole('button', { name: 'Elegir Family Basic' }).click();

    // The sandbox checkout is the server's page.
    await page.waitForURL(/\/checkout\/[^/]+$/);
    await page.getByLabel(/Card number|Número de tarjeta/).fill('4242 4242 4242 4242');
    await page.getByLabel(/Expiry|Caducidad|Vencimiento/).fill('12/34');
    await page.getByLabel(/CVC/).fill('123');
    await page.getByLabel(/Name on card|Nombre/).fill('Lucía Comprador');
    await page.getByLabel(/I agree to these renewal terms|Acepto estas condiciones/).check();
    await page.getByRole('button', { name: /^(Pay|Pagar) / }).click();

    await page.waitForURL(/\/checkout-success\/[^/]+$/);
    await page.getByRole('heading', { name: '¡Gracias! Tu suscripción está activa' }).waitFor();
    await page.getByText('Family Basic (mensual)').waitFor();
    await page.getByText(/\$11\.99/).waitFor();
    await page.getByText('con renovación automática').waitFor();
    await page.getByRole('link', { name: 'Ir a tu panel' }).waitFor();
  });
});

describe('the partner page with one element in Spanish', () => {
  it('lang="es" on <ftc-subscription> turns that element Spanish at once; the others stay English', async () => {
    await page.goto(`${baseUrl}/partner.html`);
    const plans = page.locator('ftc-subscription');
    await plans
      .getByRole('button', { name: /^Choose / })
      .first()
      .waitFor();
    await page.locator('ftc-faq').getByLabel('Search questions').waitFor();

    await page.evaluate(() =>
      document.querySelector('ftc-subscription')?.setAttribute('lang', 'es'),
    );
    await plans
      .getByRole('button', { name: /^Elegir / })
      .first()
      .waitFor();
    await plans.getByLabel('Código promocional').waitFor();
    await plans.getByRole('button', { name: 'Aplicar' }).waitFor();
    expect(await plans.locator('.ftc-plan__price').first().innerText()).toMatch(
      /^\$\d+\.\d{2} al mes$/,
    );

    // The page and the other elements stay English.
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.locator('ftc-faq').getByLabel('Search questions').waitFor();
    await page.locator('ftc-newsletter').getByRole('button', { name: 'Subscribe' }).waitFor();
    await page.locator('ftc-login').getByRole('button', { name: 'Log in' }).waitFor();
    expect(
      await page
        .locator('ftc-subscription')
        .getByText(/^Choose /)
        .count(),
    ).toBe(0);
  });
});
