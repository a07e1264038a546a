// After the build: every text file of dist/ over 1 kB is written beside itself as .br (brotli,
// quality 11) and .gz (gzip -9), so the server sends the smallest encoding the browser accepts
// without compressing on each request (@fastify/static `preCompressed`). Issue 14, "Assets".
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// A folder may be named (the bench's React build of the site); dist/ by default.
const dist = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
const TEXT = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest)$/;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    // dist/ssr: the server's own module (vite.ssr.config.ts), never sent.
    if (entry.isDirectory()) {
      if (path !== join(dist, 'ssr')) yield* files(path);
    } else if (TEXT.test(entry.name)) yield path;
  }
}

let count = 0;
let raw = 0;
let brotli = 0;
for (const path of files(dist)) {
  if (statSync(path).size < 1024) continue;
  const source = readFileSync(path);
  const br = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
  count += 1;
  raw += source.length;
  brotli += br.length;
}
console.log(
  `precompressed ${count} files: ${(raw / 1000).toFixed(0)} kB → ${(brotli / 1000).toFixed(0)} kB brotli`,
);
