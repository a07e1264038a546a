import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { customElementsManifest, readmeElements, withReadmeElements } from '../../scripts/manifest';
import { detailKeys } from '../../widgets/element-docs';
import { ELEMENTS } from '../../widgets/registry';

describe('element docs come from widgets/registry.ts', () => {
  it("the README's element table is the one the registry generates (npm run docs)", () => {
    const readme = readFileSync('README.md', 'utf8');
    expect(readme).toContain(readmeElements());
    expect(withReadmeElements(readme)).toBe(readme);
  });

  it('lists every element folder once, with an entry that exists', () => {
    const folders = readdirSync('widgets', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((dir) =>
        readdirSync(`widgets/${dir.name}`)
          .filter((file) => /^ftc-.+\.ts$/.test(file))
          .map((file) => `widgets/${dir.name}/${file}`),
      );
    expect(ELEMENTS.map((element) => element.entry).sort()).toEqual(folders.sort());
    for (const element of ELEMENTS) {
      expect(existsSync(element.entry), element.entry).toBe(true);
      expect(element.entry.endsWith(`/${element.tag}.ts`), element.entry).toBe(true);
    }
  });

  it('names each attribute, event and part once per element', () => {
    for (const element of ELEMENTS) {
      for (const list of [element.attributes, element.events, element.parts]) {
        const names = list.map((item) => item.name);
        expect(new Set(names).size, `${element.tag}: ${names}`).toBe(names.length);
      }
    }
  });

  it('puts every part into the manifest, without the test-only notes', () => {
    const declarations = customElementsManifest().modules.flatMap((m) => m.declarations);
    for (const element of ELEMENTS) {
      const declaration = declarations.find((d) => d.tagName === element.tag);
      expect(declaration?.cssParts).toEqual(
        element.parts.map(({ name, description }) => ({ name, description })),
      );
    }
  });

  it('reads the top-level keys of an event detail type', () => {
    expect(detailKeys('Record<string, never>')).toEqual([]);
    expect(detailKeys("{ account_type: 'parent' | 'caregiver'; email: string }")).toEqual([
      'account_type',
      'email',
    ]);
    expect(detailKeys('{ user: { id: number; full_name: string }; extra?: string[] }')).toEqual([
      'user',
      'extra',
    ]);
  });
});
