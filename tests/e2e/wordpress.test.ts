import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, relative, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import packageJson from '../../package.json';
import { faqsPath, NEWSLETTER_PATH } from '../../src/contract/endpoints';
import { ELEMENTS } from '../../widgets/registry';
import { launchChromium } from './browser';
import { startWordPress, type WordPressSite, WP_ADMIN } from './wordpress-site';

/**
 * The WordPress plugin (interface §12) on Debian's WordPress 6.1, PHP and MariaDB (installed by
 * .ci/run): set up from the command line, the plugin activated and configured on its settings
 * page, pages holding its shortcodes and blocks, and Chromium showing them against npm start.
 */
const baseUrl = inject('baseUrl');
const PLUGIN = resolve('integrations/wordpress/ftc-widgets');
const WIDGETS = resolve('dist/widgets');
const PAYLOAD = '"><script>alert(1)</script>';
/** Without `<`, so WordPress hands it to the shortcode (it leaves a shortcode spanning tags as text). */
const BREAKOUT = 'x" onmouseover="alert(2)" data-x="';

let site: WordPressSite;
let browser: Browser;
let pages: Record<'help' | 'attack' | 'guest' | 'about', number>;

/**
 * A CDN serving the built files under /good/<version>/ and /tampered/<version>/, each with an
 * integrity.json; the tampered one gives every chunk a wrong hash (the entries' stay right).
 */
let cdn: Server;
let cdnUrl: string;
const integrityRequests: string[] = [];

function integrityMap(tampered: boolean): Record<string, string> {
  const map: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(js|json)$/.test(name)) {
        const file = relative(WIDGETS, path);
        const bytes = tampered && file.startsWith('chunks/') ? 'not the file' : readFileSync(path);
        map[file] = `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
      }
    }
  };
  walk(WIDGETS);
  return map;
}

function startCdn(): Promise<void> {
  cdn = createServer((request, response) => {
    const match = /^\/(good|tampered)\/([^/]+)\/(.+)$/.exec(request.url ?? '');
    const headers = { 'Access-Control-Allow-Origin': '*' };
    if (!match || match[2] !== packageJson.version) {
      response.writeHead(404, headers).end();
      return;
    }
    const [, kind, , file] = match as unknown as [string, string, string, string];
    if (file === 'integrity.json') {
      integrityRequests.push(kind);
      response.writeHead(200, { ...headers, 'Content-Type': 'application/json' });
      response.end(JSON.stringify(integrityMap(kind === 'tampered')));
      return;
    }
    const path = join(WIDGETS, file);
    if (file.includes('..') || !existsSync(path)) {
      response.writeHead(404, headers).end();
      return;
    }
    response.writeHead(200, { ...headers, 'Content-Type': 'text/javascript' });
    response.end(readFileSync(path));
  });
  return new Promise((done) => {
    cdn.listen(0, '127.0.0.1', () => {
      cdnUrl = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
      done();
    });
  });
}

/** The block comment WordPress's editor writes (serialize_block escapes <, >, " and &). */
function blockComment(name: string, attributes: Record<string, string>): string {
  const json = JSON.stringify(attributes).replace(
    /[<>&]|\\"/g,
    (char) =>
      ({ '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\\"': '\\u0022' })[char] as string,
  );
  return `<!-- wp:${name} ${json} /-->`;
}

/** Sets the plugin's settings from PHP (the settings page itself is tested through the browser). */
function configure(settings: { api_base: string; widgets_base: string; version: string }) {
  return site.php(`update_option('ftc_widgets_settings', ${phpValue(settings)});`);
}

/** A JSON value as a PHP expression (no quoting to get wrong). */
function phpValue(value: unknown): string {
  return `json_decode(base64_decode('${Buffer.from(JSON.stringify(value)).toString('base64')}'), true)`;
}

beforeAll(async () => {
  await startCdn();
  site = await startWordPress(PLUGIN);
  const content = {
    help: '<!-- wp:paragraph --><p>Questions?</p><!-- /wp:paragraph -->\n[ftc_faq audience="users"]\n\n[ftc_newsletter]',
    attack: [
      `[ftc_faq audience='${BREAKOUT}' onclick="alert(3)"]`,
      blockComment('ftc-widgets/faq', { audience: PAYLOAD }),
      '[ftc_account login-href="javascript:alert(4)" signup-href="/join"]',
    ].join('\n\n'),
    about: '<!-- wp:paragraph --><p>About this blog.</p><!-- /wp:paragraph -->',
  };
  // The pages are written by the administrator (who may post any HTML, so only the plugin's
  // escaping stands between an attribute and the page); the guest post by an author, whose
  // content WordPress filters.
  const guest = `[ftc_faq audience='${PAYLOAD}']`;
  const answer = await site.php(`
$result = activate_plugin('ftc-widgets/ftc-widgets.php');
if (is_wp_error($result)) { echo $result->get_error_message(); exit(1); }
$ids = array();
$insert = function ($slug, $body) {
  return wp_insert_post(wp_slash(array('post_type' => 'page', 'post_status' => 'publish', 'post_title' => ucfirst($slug), 'post_name' => $slug, 'post_content' => $body)), true);
};
foreach (${phpValue(content)} as $slug => $body) {
  $ids[$slug] = $insert($slug, $body);
}
wp_set_current_user(wp_insert_user(array('user_login' => 'guest', 'user_pass' => wp_generate_password(), 'role' => 'author')));
$ids['guest'] = $insert('guest', ${phpValue(guest)});
echo wp_json_encode($ids);`);
  pages = JSON.parse(answer);
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await new Promise((done) => cdn?.close(done));
});

async function openPage(
  slug: keyof typeof pages,
): Promise<{ page: Page; errors: string[]; console: string[] }> {
  const page = await (await browser.newContext()).newPage();
  const errors: string[] = [];
  const console: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => console.push(message.text()));
  page.on('dialog', (dialog) => {
    errors.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.goto(`${site.url}/?page_id=${pages[slug]}`);
  return { page, errors, console };
}

/** A page logged in to wp-admin as the administrator, at `path`. */
async function logIn(path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${site.url}/wp-login.php?redirect_to=${encodeURIComponent(site.url + path)}`);
  await page.getByLabel('Username or Email Address').fill(WP_ADMIN.user);
  await page.getByLabel('Password', { exact: true }).fill(WP_ADMIN.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(`${site.url}${path}`);
  return page;
}

describe('the WordPress plugin on Debian’s WordPress, against npm start', () => {
  it('offers one shortcode and one block per element of the kit, with its attributes', async () => {
    const offered = JSON.parse(
      await site.php(`
$out = array();
foreach (ftc_widgets_elements() as $element) {
  $block = WP_Block_Type_Registry::get_instance()->get_registered($element['block']);
  $out[] = array(
    'tag' => $element['tag'],
    'shortcode' => shortcode_exists($element['shortcode']) ? $element['shortcode'] : null,
    'block' => $block ? $block->name : null,
    'dynamic' => $block ? $block->is_dynamic() : false,
    'attributes' => array_map(function ($name, $spec) { return array($name, $spec['type']); }, array_keys($element['attributes']), $element['attributes']),
    'blockAttributes' => $block ? array_keys($block->attributes) : array(),
  );
}
echo wp_json_encode($out);`),
    );
    const camel = (name: string) => name.replace(/-(\w)/g, (_, char: string) => char.toUpperCase());
    expect(offered).toEqual(
      ELEMENTS.map((element) => ({
        tag: element.tag,
        shortcode: element.tag.replace(/-/g, '_'),
        block: `ftc-widgets/${element.tag.replace(/^ftc-/, '')}`,
        dynamic: true,
        attributes: element.attributes.map((attribute) => [attribute.name, attribute.type]),
        blockAttributes: expect.arrayContaining(
          element.attributes.map((attribute) => camel(attribute.name)),
        ),
      })),
    );
  });

  it('saves its settings on Settings → FTC Widgets, refusing an API base that is not http(s)', async () => {
    const page = await logIn('/wp-admin/options-general.php?page=ftc-widgets');
    await page.getByRole('heading', { name: 'FTC Widgets' }).waitFor();

    await page.getByLabel('API base').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page
      .getByText('API base must be a full http:// or https:// address', { exact: false })
      .waitFor();
    expect(await page.getByLabel('API base').inputValue()).toBe('');

    await page.getByLabel('API base').fill(`${baseUrl}/`);
    await page.getByLabel('Version').fill('latest');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Version must be a release number').waitFor();
    await page.getByLabel('Version').fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Settings saved.').waitFor();
    expect(await page.getByLabel('API base').inputValue()).toBe(baseUrl);
    await expect(page.getByText(`${baseUrl}/widgets/`, { exact: true }).count()).resolves.toBe(1);
    await page.context().close();
  });

  it('shows the FAQ from the reference server and subscribes through the newsletter, each script once', async () => {
    await configure({ api_base: baseUrl, widgets_base: '', version: '' });
    const faqs = (await (await fetch(`${baseUrl}${faqsPath('users')}`)).json()) as {
      data?: { question: string }[];
      results?: { question: string }[];
    };
    const question = (faqs.results ?? faqs.data ?? [])[0]?.question as string;
    expect(question).toBeTruthy();

    const { page, errors } = await openPage('help');
    await page.getByRole('button', { name: question }).waitFor();
    // One module per element on the page, from the unversioned files, before any pinning.
    const scripts = await page.$$eval('script[type="module"]', (tags) =>
      tags.map((tag) => (tag as HTMLScriptElement).src),
    );
    expect(scripts.sort()).toEqual([
      `${baseUrl}/widgets/ftc-faq.js`,
      `${baseUrl}/widgets/ftc-newsletter.js`,
    ]);
    // The API base comes from the settings, as the element's attribute.
    expect(await page.locator('ftc-faq').getAttribute('api-base')).toBe(baseUrl);

    const email = `wp.reader.${Date.now()}@example.com`;
    await page.getByLabel('Email', { exact: true }).fill(email);
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url() === `${baseUrl}${NEWSLETTER_PATH}`),
      page.getByRole('button', { name: 'Subscribe' }).click(),
    ]);
    expect(request.postDataJSON()).toEqual({ email });
    await page.locator('[data-ftc-toasts] .Toastify__toast--success').waitFor();
    const outbox = (await (
      await fetch(`${baseUrl}/dev/outbox?to=${encodeURIComponent(email)}`)
    ).json()) as { results: { subject: string }[] };
    expect(outbox.results.map((mail) => mail.subject)).toEqual([
      'Confirm your FTC newsletter subscription',
    ]);
    expect(errors).toEqual([]);

    // A page without an element loads none of them.
    const about = await openPage('about');
    await about.page.getByText('About this blog.').waitFor();
    expect(await about.page.locator('script[src*="/widgets/"]').count()).toBe(0);
    await page.context().close();
    await about.page.context().close();
  });

  it('renders an attribute carrying "><script> as text, in a block and in a shortcode', async () => {
    await configure({ api_base: baseUrl, widgets_base: '', version: '' });
    const html = await (await fetch(`${site.url}/?page_id=${pages.attack}`)).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('audience="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('audience="x&quot; onmouseover=&quot;alert(2)&quot; data-x=&quot;"');

    const { page, errors } = await openPage('attack');
    await page.waitForFunction(() => customElements.get('ftc-account') !== undefined);
    // Both FAQs hold the text as their attribute's value: markup escaped, nothing run.
    expect(
      await page.$$eval('ftc-faq', (elements) => elements.map((e) => e.getAttribute('audience'))),
    ).toEqual([BREAKOUT, PAYLOAD]);
    expect(await page.locator('[onmouseover], [onclick], [data-x]').count()).toBe(0);
    // A javascript: link is dropped; a relative one is kept.
    expect(await page.locator('ftc-account').getAttribute('login-href')).toBeNull();
    expect(await page.locator('ftc-account').getAttribute('signup-href')).toBe('/join');
    // Two FAQs on the page: its module once.
    expect(await page.locator('script[src$="/ftc-faq.js"]').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();

    // An author's shortcode with the payload: nothing runs either.
    const guest = await openPage('guest');
    await guest.page.waitForLoadState('load');
    expect(await guest.page.content()).not.toContain('<script>alert(1)');
    expect(guest.errors).toEqual([]);
    await guest.page.context().close();
  });

  it('loads a pinned version with integrity on the entry and every chunk; a changed chunk does not load', async () => {
    await configure({
      api_base: baseUrl,
      widgets_base: `${cdnUrl}/good`,
      version: packageJson.version,
    });
    const map = integrityMap(false);
    const { page, errors } = await openPage('help');
    await page.getByRole('button', { name: 'Subscribe' }).waitFor();
    const faq = page.locator(`script[src="${cdnUrl}/good/${packageJson.version}/ftc-faq.js"]`);
    expect(await faq.getAttribute('integrity')).toBe(map['ftc-faq.js']);
    expect(await faq.getAttribute('crossorigin')).toBe('anonymous');
    const importMap = JSON.parse(
      (await page.locator('script[type="importmap"]').textContent()) as string,
    ) as { integrity: Record<string, string> };
    const chunk = Object.keys(map).find((file) => file.startsWith('chunks/')) as string;
    expect(importMap.integrity[`${cdnUrl}/good/${packageJson.version}/${chunk}`]).toBe(map[chunk]);
    await page.locator('ftc-faq [part~="question"]').first().waitFor();
    expect(errors).toEqual([]);
    // The map is fetched once and kept (transients), not on every page view.
    await page.reload();
    await page.getByRole('button', { name: 'Subscribe' }).waitFor();
    expect(integrityRequests.filter((kind) => kind === 'good')).toHaveLength(1);
    await page.context().close();

    await configure({
      api_base: baseUrl,
      widgets_base: `${cdnUrl}/tampered`,
      version: packageJson.version,
    });
    const tampered = await openPage('help');
    await expect
      .poll(() => tampered.console.filter((text) => /integrity/i.test(text)).length)
      .toBeGreaterThan(0);
    expect(await tampered.page.locator('ftc-faq [part~="question"]').count()).toBe(0);
    await tampered.page.context().close();
  });

  it('gives each block its editor (no build step): inserted, it saves as a dynamic block', async () => {
    const page = await logIn('/wp-admin/post-new.php?post_type=page');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    type Wp = {
      blocks: {
        getBlockType(name: string): { title: string } | undefined;
        createBlock(name: string, attributes: object): unknown;
      };
      data: {
        dispatch(store: string): { insertBlocks(block: unknown): void };
        select(store: string): { getEditedPostContent(): string };
      };
    };
    await page.waitForFunction(
      () => !!(window as unknown as { wp?: Wp }).wp?.blocks?.getBlockType('ftc-widgets/faq'),
      undefined,
      { timeout: 60_000 },
    );
    const content = await page.evaluate(() => {
      const { wp } = window as unknown as { wp: Wp };
      wp.data
        .dispatch('core/block-editor')
        .insertBlocks(wp.blocks.createBlock('ftc-widgets/faq', { audience: 'service-providers' }));
      return wp.data.select('core/editor').getEditedPostContent();
    });
    expect(content).toBe('<!-- wp:ftc-widgets/faq {"audience":"service-providers"} /-->');
    // The canvas names the element and its attributes.
    await expect
      .poll(() =>
        page.evaluate(() =>
          document.body.innerText.includes('<ftc-faq audience="service-providers">'),
        ),
      )
      .toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 90_000);

  it('logs no PHP warning or notice from the plugin', () => {
    expect(
      site
        .debugLog()
        .split('\n')
        .filter((line) => line.includes('ftc-widgets')),
    ).toEqual([]);
  });
});
