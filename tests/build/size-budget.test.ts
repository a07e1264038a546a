import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { entrySize } from '../../scripts/bundle-size.mjs';

const DIST = 'dist/widgets';
/** Issue 2: the newsletter page (entry, chunks and CSS it loads) stays under 105 kB gzip. */
const NEWSLETTER_BUDGET = 105 * 1000;

describe('library build', () => {
  it('emits the files of interface §2 for the elements built so far', () => {
    for (const file of [
      'ftc-widgets.js',
      'ftc-newsletter.js',
      'custom-elements.json',
      'ftc-widgets.d.ts',
    ]) {
      expect(existsSync(`${DIST}/${file}`), file).toBe(true);
    }
    const manifest = JSON.parse(readFileSync(`${DIST}/custom-elements.json`, 'utf8'));
    const tags = manifest.modules.flatMap((m: { declarations: { tagName: string }[] }) =>
      m.declarations.map((d) => d.tagName),
    );
    expect(tags).toContain('ftc-newsletter');
    expect(readFileSync(`${DIST}/ftc-widgets.d.ts`, 'utf8')).toContain(
      "'ftc-newsletter': FtcNewsletterElement",
    );
  });

  it('ships production React with no process.env left behind', () => {
    const { files } = entrySize(DIST, 'ftc-newsletter.js');
    for (const file of files) {
      const source = readFileSync(`${DIST}/${file}`, 'utf8');
      expect(source, file).not.toMatch(/process\.env/);
      expect(source, file).not.toMatch(/react-dom-client\.development/);
    }
  });

  it(`keeps the newsletter page under ${NEWSLETTER_BUDGET / 1000} kB gzip`, () => {
    const size = entrySize(DIST, 'ftc-newsletter.js');
    expect(size.gzip).toBeLessThanOrEqual(NEWSLETTER_BUDGET);
  });

  it('does not load crypto-js for the newsletter', () => {
    const { files } = entrySize(DIST, 'ftc-newsletter.js');
    const sources = files.map((file) => readFileSync(`${DIST}/${file}`, 'utf8')).join('\n');
    // crypto-js's AES implementation carries these S-box constants and names.
    expect(sources).not.toMatch(/CryptoJS|AES\.encrypt|_doCryptBlock/);
  });
});
