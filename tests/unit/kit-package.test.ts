import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  attributeTypeText,
  declarations,
  jsxAttributeType,
  kitEvents,
} from '../../scripts/declarations';
import { customElementsManifest } from '../../scripts/manifest';
import { kitPackageJson, subpathOf } from '../../scripts/pack-kit';
import { READY } from '../../widgets/element-docs';
import { ELEMENTS } from '../../widgets/registry';

const project = JSON.parse(readFileSync('package.json', 'utf8'));

describe("the npm package's package.json (scripts/pack-kit.ts)", () => {
  it("has the project's name and version and none of the server's dependencies", () => {
    const kit = kitPackageJson(project);
    expect(kit.name).toBe(project.name);
    expect(kit.version).toBe(project.version);
    expect(Object.keys(project.dependencies)).toContain('fastify');
    expect(kit).not.toHaveProperty('dependencies');
    expect(kit).not.toHaveProperty('peerDependencies');
    expect(kit).not.toHaveProperty('private');
    expect(kit).not.toHaveProperty('scripts');
    expect(kit.files).toEqual(['widgets', 'lite', 'README.md', 'CHANGELOG.md']);
  });

  it("README (docs/npm-package.md) names every element's import", () => {
    const readme = readFileSync('docs/npm-package.md', 'utf8');
    for (const element of ELEMENTS) {
      expect(readme).toContain(
        `| \`ftc-widget-kit/${subpathOf(element.tag)}\` | \`<${element.tag}>\` |`,
      );
    }
  });
});

describe('the declarations and the manifest say one type per attribute', () => {
  it('types numbers, closed sets and strings', () => {
    expect(jsxAttributeType({ type: 'number' })).toBe(`number | \`\${number}\``);
    expect(jsxAttributeType({ type: 'string' })).toBe('string');
    expect(jsxAttributeType({ type: 'string', values: ['users', 'service-providers'] })).toBe(
      "'users' | 'service-providers'",
    );
    expect(attributeTypeText({ type: 'number' })).toBe('number');
  });

  it('gives every attribute in the manifest the type the declarations give it', () => {
    const source = declarations().find((d) => d.file === 'ftc-widgets.d.ts')?.source ?? '';
    const modules = customElementsManifest().modules;
    for (const element of ELEMENTS) {
      const declared = modules
        .flatMap((m) => m.declarations)
        .find((d) => d.tagName === element.tag);
      for (const attribute of element.attributes) {
        expect(declared?.attributes).toContainEqual(
          expect.objectContaining({
            name: attribute.name,
            type: { text: attributeTypeText(attribute) },
          }),
        );
        expect(source).toContain(`'${attribute.name}'?: ${jsxAttributeType(attribute)};`);
      }
      for (const event of element.events) {
        expect(source).toContain(
          `'on${event.name}'?: (event: CustomEvent<${event.detail}>) => void;`,
        );
      }
      expect(source).toContain(`'${element.tag}': DetailedHTMLProps<`);
    }
  });

  it('lists each event of the kit once, and refuses one name with two details', () => {
    const names = kitEvents().map((event) => event.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('ftc-login');
    const element = ELEMENTS[0] as (typeof ELEMENTS)[number];
    expect(() =>
      kitEvents([
        { ...element, events: [READY] },
        { ...element, events: [{ ...READY, detail: '{ at: string }' }] },
      ]),
    ).toThrow('ftc-ready: two details');
  });
});
