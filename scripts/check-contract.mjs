#!/usr/bin/env node
// Every API path is written once, in src/contract/: a '/v1…' string literal anywhere else in
// src/, widgets/, demo/ or server/ fails `npm run lint` with its file and line. Tests (and
// comments) may name paths.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

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

const problems = [];
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
if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} API path literal(s) outside src/contract/.`);
  process.exit(1);
}
console.log('contract check: every API path comes from src/contract/.');
