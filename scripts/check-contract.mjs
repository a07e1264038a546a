#!/usr/bin/env node
// Two rules of the layout that Biome cannot say once for every folder, checked by `npm run lint`
// with file and line:
// - every API path is written once, in src/contract/: a '/v1…' string literal anywhere else in
//   src/, widgets/, demo/ or server/ fails. Tests (and comments) may name paths;
// - a feature folder of src/ (any folder but the shared ones) never imports another feature:
//   a new feature is covered the day it is made;
// - the client (src/, widgets/, demo/) imports values only from the contract's zod-free modules
//   (caregiver-values.ts, job-values.ts, error-codes.ts, endpoints.ts, …): zod stays out of the
//   bundles; schemas are imported as types (`import type`).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const ROOTS = ['src', 'widgets', 'demo', 'server'];
const SKIP = [/^src\/contract\//, /^server\/test\//, /(^|\/)node_modules\//, /(^|\/)dist\//];
const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
// A string that starts with /v1: '…', "…" or `…` (the opening quote right before it).
const LITERAL = /(['"`])\/v1(?=[/'"`?$]|\b)/g;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const rel = relative(root, path);
    if (SKIP.some((pattern) => pattern.test(`${rel}${entry.isDirectory() ? '/' : ''}`))) continue;
    if (entry.isDirectory()) yield* files(path);
    else if (SOURCE.test(entry.name)) yield rel;
  }
}

/** The text with comments blanked (kept line for line), so a comment may mention a path. */
function withoutComments(text) {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/[^\n]*/g, (_line, before) => before);
}

const SHARED = new Set(['lib', 'ui', 'stores', 'config', 'contract', 'i18n']);
const features = readdirSync(join(root, 'src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SHARED.has(entry.name))
  .map((entry) => entry.name);
const IMPORT = /(?:from\s*|import\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

const problems = [];
for (const feature of features) {
  for (const file of files(join(root, 'src', feature))) {
    const lines = withoutComments(readFileSync(join(root, file), 'utf8')).split('\n');
    lines.forEach((line, index) => {
      for (const match of line.matchAll(IMPORT)) {
        const target = relative(join(root, 'src'), join(root, file, '..', match[1])).split('/')[0];
        if (target !== feature && features.includes(target)) {
          problems.push(
            `${file}:${index + 1}: src/${feature}/ imports src/${target}/: a feature never imports another feature (share through lib/, ui/, stores/, config/, i18n/ or the contract; compose in demo/ or widgets/)`,
          );
        }
      }
    });
  }
}
for (const top of ROOTS) {
  for (const file of files(join(root, top))) {
    const lines = withoutComments(readFileSync(join(root, file), 'utf8')).split('\n');
    lines.forEach((line, index) => {
      if (LITERAL.test(line)) {
        problems.push(`${file}:${index + 1}: an API path literal; use src/contract/endpoints.ts`);
      }
      LITERAL.lastIndex = 0;
    });
  }
}
// Pages compose, features fetch: demo/ names no API path and calls the API client only through
// a feature's functions (src/<feature>/*-queries.ts, *-api.ts).
const ENDPOINTS_IMPORT = /from\s*['"][./]*src\/contract\/endpoints['"]/;
const API_CALL = /\bapi\.(request|get|post|put|patch|delete)\b/;
for (const file of files(join(root, 'demo'))) {
  const lines = withoutComments(readFileSync(join(root, file), 'utf8')).split('\n');
  lines.forEach((line, index) => {
    if (ENDPOINTS_IMPORT.test(line) || API_CALL.test(line)) {
      problems.push(
        `${file}:${index + 1}: demo/ reaches the API itself; move the call into the feature (src/<feature>/*-queries.ts) and call that`,
      );
    }
  });
}
// The contract modules that pull zod in, directly or through another contract module.
const contractDir = join(root, 'src', 'contract');
const contractImports = new Map(
  readdirSync(contractDir)
    .filter((name) => SOURCE.test(name))
    .map((name) => {
      const text = withoutComments(readFileSync(join(contractDir, name), 'utf8'));
      const local = [...text.matchAll(/from\s*['"]\.\/([^'"]+)['"]/g)].map((m) =>
        m[1].replace(/\.(ts|js)$/, ''),
      );
      return [name.replace(SOURCE, ''), { zod: /from\s*['"]zod['"]/.test(text), local }];
    }),
);
function pullsZod(name, seen = new Set()) {
  const module = contractImports.get(name);
  if (!module || seen.has(name)) return false;
  seen.add(name);
  return module.zod || module.local.some((other) => pullsZod(other, seen));
}
// `import … from '…'` whose bindings are not all types.
const VALUE_IMPORT = /\bimport\s+(?!type\b)([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g;
const onlyTypes = (bindings) => {
  const named = bindings.match(/^\{([\s\S]*)\}$/);
  if (!named) return false;
  const names = named[1]
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((part) => part.startsWith('type '));
};
for (const top of ['src', 'widgets', 'demo']) {
  for (const file of files(join(root, top))) {
    const text = withoutComments(readFileSync(join(root, file), 'utf8'));
    for (const match of text.matchAll(VALUE_IMPORT)) {
      const target = relative(contractDir, resolve(dirname(join(root, file)), match[2]));
      if (target.startsWith('..') || target.includes('/')) continue;
      const name = target.replace(SOURCE, '');
      if (!onlyTypes(match[1].trim()) && pullsZod(name)) {
        const line = text.slice(0, match.index).split('\n').length;
        problems.push(
          `${file}:${line}: imports values from src/contract/${name}.ts, which brings zod to the client; import its types (\`import type\`), or move the values to a zod-free module of src/contract/ (as job-values.ts)`,
        );
      }
    }
  }
}
if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} layout problem(s).`);
  process.exit(1);
}
console.log(
  `layout check: every API path comes from src/contract/; demo/ fetches only through features; ${features.length} feature folders import no other feature; the client imports values only from zod-free contract modules.`,
);
