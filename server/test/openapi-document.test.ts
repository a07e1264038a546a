// Interface §12: the OpenAPI document a partner generates a client from. Every operation has an
// explicit camelCase operationId and declared tags; the document names its servers and a
// contact; the partner example (examples/openapi-client) is generated from it, type-checks, and
// its two calls work against a real server. Spectral's spectral:oas runs in `npm run lint`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caregiversNear, ftcClient, parentFaqs } from '../../examples/openapi-client/client';
import { CLIENT_TYPES_FILE, clientTypes } from '../../scripts/openapi-types';
import { type OpenApiDocument, openApiDocument } from '../openapi-document';
import { createTestApp, type TestApp } from './harness';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const CAMEL_CASE = /^[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)*$/;
const root = new URL('../..', import.meta.url).pathname;
const example = join(root, 'examples/openapi-client');

let document: OpenApiDocument;
beforeAll(async () => {
  document = await openApiDocument();
});

function operations(doc: OpenApiDocument) {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, ...operation })),
  );
}

describe('the OpenAPI document', () => {
  it('gives every operation an explicit, unique camelCase operationId', () => {
    const all = operations(document);
    expect(all.length).toBeGreaterThan(100);
    const missing = all.filter((operation) => !operation.operationId).map(({ name }) => name);
    expect(
      missing,
      "operations without an operationId: add `operationId: 'verbNoun'` to each route's schema (routes registered per account type: operationMember(type) gives Parent or Caregiver, e.g. logInParent); naming rule in server/README.md",
    ).toEqual([]);
    const notCamel = all
      .filter((operation) => !CAMEL_CASE.test(operation.operationId ?? ''))
      .map(({ name, operationId }) => `${name}: ${operationId}`);
    expect(notCamel, 'operationIds must be camelCase (listCaregivers, createBooking)').toEqual([]);
    const seen = new Map<string, string>();
    const twice = all.flatMap(({ name, operationId = '' }) => {
      const first = seen.get(operationId);
      seen.set(operationId, name);
      return first ? [`${operationId}: ${first} and ${name}`] : [];
    });
    expect(twice, 'an operationId names one operation').toEqual([]);
  });

  it('declares every tag it uses, each with a description', () => {
    const declared = new Map((document.tags ?? []).map((tag) => [tag.name, tag.description]));
    const undeclared = operations(document).flatMap(({ name, tags = [] }) =>
      tags.filter((tag) => !declared.has(tag)).map((tag) => `${name}: '${tag}'`),
    );
    expect(
      undeclared,
      'tags not declared: add them, with a description, to API_TAGS in server/plugins/openapi.ts',
    ).toEqual([]);
    const untagged = operations(document)
      .filter(({ tags = [] }) => tags.length === 0)
      .map(({ name }) => name);
    expect(untagged, 'operations without a tag').toEqual([]);
    for (const [name, description] of declared) expect(description, name).toMatch(/\w{3}/);
  });

  it('names its server and a contact', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([
      { url: 'http://localhost:8080', description: expect.any(String) },
    ]);
    expect(document.info.contact?.url).toBe('http://localhost:8080/contact-us');
  });

  it('documents the file and stream answers, and /media/ with a named parameter', () => {
    const media = document.paths['/media/{key}']?.get as Record<string, any> | undefined;
    expect(media?.parameters?.[0]?.name).toBe('key');
    expect(Object.keys(document.paths).some((path) => path.includes('{*}'))).toBe(false);
    const stream = operations(document).find(({ operationId }) => operationId === 'openStream');
    expect(Object.keys((stream as { responses?: object }).responses ?? {})).toContain('200');
  });
});

describe('the partner example (examples/openapi-client)', () => {
  it('has types generated from the current document', async () => {
    // Comments (summaries, descriptions) may lag; the types may not.
    const typesOnly = (text: string) =>
      text
        .replace(/\/\*\*[\s\S]*?\*\//g, '')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .join('\n');
    const current = readFileSync(CLIENT_TYPES_FILE, 'utf8');
    expect(current).toContain("operations['searchCaregivers']");
    expect(
      typesOnly(current) === typesOnly(await clientTypes(document)),
      'examples/openapi-client/schema.d.ts is stale: run `npm run openapi -- --client`',
    ).toBe(true);
  });

  it('type-checks, and a wrong path or parameter type does not compile', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ftc-oas-client-'));
    try {
      writeFileSync(
        join(dir, 'wrong.ts'),
        [
          `import { ftcClient } from '${example}/client';`,
          `const client = ftcClient('http://localhost:8080');`,
          `void client.GET('/v1/caregivers', { params: { query: { page_size: 'ten' } } });`,
          `void client.GET('/v1/no-such-path');`,
          '',
        ].join('\n'),
      );
      const tsc = (files: string[]) => {
        writeFileSync(
          join(dir, 'tsconfig.json'),
          JSON.stringify({
            compilerOptions: {
              strict: true,
              noEmit: true,
              target: 'ES2022',
              module: 'ESNext',
              moduleResolution: 'Bundler',
              lib: ['ES2023', 'DOM'],
              types: ['node'],
              typeRoots: [join(root, 'node_modules/@types')],
              skipLibCheck: true,
            },
            files,
          }),
        );
        return spawnSync(join(root, 'node_modules/.bin/tsc'), ['-p', join(dir, 'tsconfig.json')], {
          encoding: 'utf8',
        });
      };
      const good = tsc([join(example, 'client.ts'), join(example, 'main.ts')]);
      expect(good.stdout + good.stderr).toBe('');
      expect(good.status).toBe(0);
      const bad = tsc([join(example, 'client.ts'), join(dir, 'wrong.ts')]);
      expect(bad.status).not.toBe(0);
      expect(bad.stdout).toMatch(/wrong\.ts\(3,/);
      expect(bad.stdout).toMatch(/wrong\.ts\(4,/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  describe('against a real server', () => {
    let t: TestApp;
    let base: string;
    beforeAll(async () => {
      t = await createTestApp();
      base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(() => t.close());

    it('serves the document with this server’s PUBLIC_URL as its server', async () => {
      const served = (await (await fetch(`${base}/v1/openapi.json`)).json()) as OpenApiDocument;
      expect(served.servers?.map(({ url }) => url)).toEqual(['http://ftc.test']);
      expect(served.info.contact?.url).toBe('http://ftc.test/contact-us');
    });

    it('reads the parents’ FAQs and searches caregivers, typed', async () => {
      const client = ftcClient(base);
      const faqs = await parentFaqs(client);
      expect(faqs.length).toBeGreaterThan(0);
      expect(faqs[0]).toEqual({
        id: expect.any(Number),
        question: expect.any(String),
        answer: expect.any(String),
      });
      const page = await caregiversNear(client, '10001');
      expect(page.items.length).toBeLessThanOrEqual(10);
      expect(page.total).toBeGreaterThanOrEqual(page.items.length);
      expect(page.items.every((card) => typeof card.first_name === 'string')).toBe(true);
    });

    it('surfaces the API’s message when a call is refused', async () => {
      await expect(caregiversNear(ftcClient(base, 'es'), 'nowhere')).rejects.toMatchObject({
        status: 400,
        message: expect.stringMatching(/near/),
      });
      await expect(caregiversNear(ftcClient(base), '10001', 1000)).rejects.toMatchObject({
        status: 400,
        message: expect.stringMatching(/page_size/),
      });
    });
  });
});
