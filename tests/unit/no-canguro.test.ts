import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FAQS, HOWS, STATIC_PAGES } from '../../server/db/seed-content';
import { FAQS_ES, HOWS_ES, STATIC_PAGES_ES } from '../../server/db/seed-content-es';

// Issue 24: FTC speaks US Spanish. "Canguro" is Spain's word for a babysitter; in the US it is
// "niñera" (and "cuidador(a)" for a caregiver). No catalogue and no seeded content says it.

const ROOT = join(__dirname, '../..');
const filesUnder = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(join(dir, entry.name))
      : /\.(ts|tsx)$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );

/** Every words catalogue (client, site, server) and every content seed. */
const CATALOGUES = [
  ...filesUnder('src').filter((file) => /(^|[/-])words\.ts$/.test(file)),
  ...filesUnder('demo').filter((file) => /words\.ts$/.test(file)),
  ...filesUnder('server/i18n'),
  'src/contract/verification-values.ts',
  ...filesUnder('server/db').filter((file) => /seed/.test(file)),
];

describe('US Spanish: no "canguro"', () => {
  it('finds the catalogues and seeds it checks', () => {
    expect(CATALOGUES).toEqual(
      expect.arrayContaining([
        'demo/marketing-words.ts',
        'src/plans/words.ts',
        'server/i18n/es.ts',
        'server/db/seed-content.ts',
        'server/db/seed-content-es.ts',
        'server/db/seed-pages-es.ts',
      ]),
    );
  });

  it.each(CATALOGUES)('%s never says "canguro"', (file) => {
    const text = readFileSync(join(ROOT, file), 'utf8');
    expect(text.match(/.{0,40}canguro.{0,40}/gi) ?? []).toEqual([]);
  });

  it('has a Spanish version of every seeded FAQ, step and static page, saying "niñera"', () => {
    const key = (item: { audience: string; position: number }) =>
      `${item.audience}:${item.position}`;
    expect(FAQS_ES.map(key).sort()).toEqual(FAQS.map(key).sort());
    const step = (item: { audience: string; step: number }) => `${item.audience}:${item.step}`;
    expect(HOWS_ES.map(step).sort()).toEqual(HOWS.map(step).sort());
    expect(STATIC_PAGES_ES.map((page) => page.slug).sort()).toEqual(
      STATIC_PAGES.map((page) => page.slug).sort(),
    );
    const spanish = JSON.stringify([FAQS_ES, HOWS_ES, STATIC_PAGES_ES]);
    expect(spanish).toContain('niñera');
    expect(spanish).toContain('cuidadora');
    expect(spanish.match(/.{0,30}\bmóvil\b.{0,30}/g) ?? []).toEqual([]);
  });
});
