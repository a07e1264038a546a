import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/spec.md and docs/interface.md are the product's specification and public interface, kept
// in the repo so the README and the "spec §N" / "interface §N" comments resolve in any clone.
// Their source is the sibling ../shared/ folder; where it exists, the copies must not drift.
const root = resolve(import.meta.dirname, '../..');
const shared = join(root, '..', 'shared');

const DOCS = {
  'spec.md': [
    '## 1. What the product does and for whom',
    '## 2. Screens and routes',
    '## 3. Entities and their fields',
    '## 4. States and transitions',
    '## 5. Validation rules',
    '## 6. Roles and permissions',
    '## 7. The calls it makes',
    '## 8. Error catalogue',
    '## 9. Business constants and limits',
  ],
  'interface.md': [
    '## 1. Commands',
    '## 2. Widget bundles',
    '## 3. Elements',
    '## 4. API contract',
    '## 5. Browser storage',
    '## 6. The site',
    '## 7. The marketplace',
    '## 8. Operations',
    '## 9. Members',
    '## 10. Operators',
    '## 11. Bookings',
    '## 12. Partners',
  ],
};

describe('the product docs in docs/', () => {
  for (const [file, sections] of Object.entries(DOCS)) {
    it(`docs/${file} has its numbered sections, in order`, () => {
      const text = readFileSync(join(root, 'docs', file), 'utf8');
      const headings = text.split('\n').filter((line) => line.startsWith('## '));
      // Each heading as far as the expected start ("## 1. Commands (from the project root)").
      expect(headings.map((line, index) => line.slice(0, sections[index]?.length))).toEqual(
        sections,
      );
    });

    // A fresh clone (CI) may have no ../shared/: then only the check above applies.
    it.runIf(existsSync(join(shared, file)))(
      `docs/${file} is ../shared/${file}, byte for byte`,
      () => {
        const copy = readFileSync(join(root, 'docs', file));
        const source = readFileSync(join(shared, file));
        expect(
          copy.equals(source),
          `docs/${file} differs from ../shared/${file}: copy it over (cp ../shared/${file} docs/)`,
        ).toBe(true);
      },
    );
  }
});
