import { beforeEach, describe, expect, it } from 'vitest';
import { resolveApiBase } from '../../src/config/api-base';

function setMeta(content: string | null) {
  document.head.querySelector('meta[name="ftc-api-base"]')?.remove();
  if (content === null) return;
  const meta = document.createElement('meta');
  meta.name = 'ftc-api-base';
  meta.content = content;
  document.head.append(meta);
}

describe('API base order (interface §3)', () => {
  beforeEach(() => setMeta(null));

  it('takes the element attribute first', () => {
    setMeta('https://meta.test');
    expect(
      resolveApiBase({
        attribute: 'https://attr.test/',
        buildTime: 'https://build.test',
        origin: 'https://page.test',
      }),
    ).toBe('https://attr.test');
  });

  it('then the meta tag', () => {
    setMeta('https://meta.test/');
    expect(
      resolveApiBase({
        attribute: null,
        buildTime: 'https://build.test',
        origin: 'https://page.test',
      }),
    ).toBe('https://meta.test');
  });

  it('then the build-time VITE_API_BASE', () => {
    expect(
      resolveApiBase({
        attribute: '',
        buildTime: 'https://build.test',
        origin: 'https://page.test',
      }),
    ).toBe('https://build.test');
  });

  it("then the page's own origin", () => {
    expect(resolveApiBase({ buildTime: '', origin: 'https://page.test' })).toBe(
      'https://page.test',
    );
  });

  it('skips blank values and trims trailing slashes', () => {
    setMeta('   ');
    expect(resolveApiBase({ attribute: '  ', buildTime: '', origin: 'https://page.test///' })).toBe(
      'https://page.test',
    );
  });

  it('defaults to the document and location of the page', () => {
    setMeta('https://meta.test');
    expect(resolveApiBase()).toBe('https://meta.test');
  });
});
