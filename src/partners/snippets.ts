/**
 * The snippets a partner copies (interface §12): a pinned version, `integrity` and `crossorigin`
 * on each entry's script, and an import map whose `integrity` section names every chunk those
 * entries can load, by the absolute URL the browser resolves it to (Chromium checks a module
 * fetched through an import or `import()` against it). Made from the build's `release.json` and
 * `integrity.json` (scripts/integrity.ts) by the site's /widgets page, docs/partners.md's
 * examples and the integrity browser test alike. No component, no zod.
 */

import type { Release, ReleaseIntegrity } from '../contract/release-values';

export interface PinnedSnippetInput {
  /** Absolute URL of the build's folder, without the version: `https://ftc.example/widgets`. */
  base: string;
  release: Release;
  integrity: ReleaseIntegrity;
  /** Entry files to load: `['ftc-newsletter.js']`. */
  entries: readonly string[];
  /** The `<meta name="ftc-api-base">` to put first; none: no meta tag. */
  apiBase?: string;
}

/** `https://ftc.example/widgets/0.1.0/`: the pinned folder of a build. */
export const pinnedFolder = (base: string, version: string): string =>
  `${base.replace(/\/+$/, '')}/${encodeURIComponent(version)}/`;

function hashOf(integrity: ReleaseIntegrity, file: string): string {
  const hash = integrity[file];
  if (!hash) throw new Error(`integrity.json has no hash for ${file}`);
  return hash;
}

/** The import map's `integrity` section for `entries`: chunk URL → hash, sorted by URL. */
export function integrityMap(input: Omit<PinnedSnippetInput, 'apiBase'>): Record<string, string> {
  const folder = pinnedFolder(input.base, input.release.version);
  const chunks = new Set<string>();
  for (const entry of input.entries) {
    const loads = input.release.entries[entry];
    if (!loads) throw new Error(`release.json has no entry ${entry}`);
    for (const chunk of loads) chunks.add(chunk);
  }
  return Object.fromEntries(
    [...chunks]
      .map((chunk) => [new URL(chunk, folder).href, hashOf(input.integrity, chunk)] as const)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The HTML a partner pastes into the page's `<head>` (the elements go in the body). */
export function pinnedSnippet(input: PinnedSnippetInput): string {
  const folder = pinnedFolder(input.base, input.release.version);
  const map = JSON.stringify({ integrity: integrityMap(input) }, null, 2)
    // `</script` cannot appear in a hash or one of our URLs; kept safe all the same.
    .replace(/</g, '\\u003c');
  const lines = [
    ...(input.apiBase ? [`<meta name="ftc-api-base" content="${attribute(input.apiBase)}">`] : []),
    `<script type="importmap">\n${map}\n</script>`,
    ...input.entries.map(
      (entry) =>
        `<script type="module" src="${attribute(new URL(entry, folder).href)}" integrity="${hashOf(input.integrity, entry)}" crossorigin="anonymous"></script>`,
    ),
  ];
  return lines.join('\n');
}

/** The two lines of the quick start: the latest version, no pinning. */
export const latestSnippet = (base: string, entry: string, apiBase: string): string =>
  `<meta name="ftc-api-base" content="${attribute(apiBase)}">\n<script type="module" src="${attribute(`${base.replace(/\/+$/, '')}/${entry}`)}"></script>`;
