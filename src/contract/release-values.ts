/**
 * The release files beside every widgets build (interface §12; written by scripts/integrity.ts,
 * read by the server's versioned folders and the partners' snippets, src/partners/snippets.ts).
 * Zod-free values.
 */

/** Beside every build's bundles: the version and each entry's chunks. */
export const RELEASE_FILE = 'release.json';
/** Beside every build's bundles: each file of the build → `sha384-…`. */
export const INTEGRITY_FILE = 'integrity.json';

export interface Release {
  /** package.json's version: the files are also served under `/widgets/{version}/`. */
  version: string;
  /** Entry file (`ftc-newsletter.js`) → every chunk it can load, paths relative to the build. */
  entries: Record<string, string[]>;
}

/** File of the build (`chunks/core-….js`) → `sha384-…`. */
export type ReleaseIntegrity = Record<string, string>;
