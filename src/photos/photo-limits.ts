// mirrors src/contract/photo-values.ts (issue 24, built in parallel on i24-photos): the integrator
// replaces these with imports from the contract, which the server checks too.

/** The largest photo the server takes. */
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;
/** What the server decodes (by content, not by name). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];
