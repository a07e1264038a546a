// The codes an error answer carries in `results.code` (interface §4), without zod: the client
// branches on these, never on the message's wording, which follows the person's language.

/** A 403 that a plan would lift (interface §7). */
export const SUBSCRIPTION_REQUIRED = 'subscription_required';

/**
 * A 400 of a search that needs a place and has none: a caregiver browsing jobs without a ZIP
 * code on their profile (the page asks them to complete it).
 */
export const NEAR_REQUIRED = 'near_required';

/**
 * A 400 of a search (`near`) or a profile (`zip`) naming a well-formed ZIP code that the bundled
 * ZIP dataset does not know: the page says it in its own words next to the field.
 */
export const UNKNOWN_ZIP = 'unknown_zip';

export type ErrorCode = typeof SUBSCRIPTION_REQUIRED | typeof NEAR_REQUIRED | typeof UNKNOWN_ZIP;
