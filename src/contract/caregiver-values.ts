// The marketplace's plain value lists (interface §7), without zod: the client may import these
// as values (the element's service filter lists SERVICES); caregivers.ts builds its schemas on
// them and re-exports them, so the server's imports stay as they are.

export const AGE_GROUPS = ['infant', 'toddler', 'preschool', 'school_age', 'teen'] as const;
export const SERVICES = [
  'babysitting',
  'nanny',
  'after_school',
  'overnight',
  'special_needs',
  'tutoring',
] as const;
export const BADGE_KINDS = ['mobile', 'id', 'background_check', 'first_aid'] as const;
export const SORTS = ['distance', 'rate', 'rating', 'recent'] as const;

export const SEARCH_LIMITS = {
  radiusDefault: 25,
  radiusMax: 100,
  /**
   * A job search never looks closer than this (a smaller `radius_km` counts as this), and its
   * distances are whole km: a job's place stays its ZIP's area, not its ZIP.
   */
  jobRadiusMin: 5,
  pageSizeDefault: 20,
  pageSizeMax: 50,
  rateMin: 500,
  rateMax: 20_000,
  headlineMin: 10,
  headlineMax: 120,
  bioMax: 2000,
  experienceMax: 60,
  reviewMin: 20,
  reviewMax: 2000,
  replyMax: 2000,
} as const;

/**
 * A caregiver's photo is on FTC (issue 20): a path under this server's `/media/`, relative
 * (`/media/caregivers/7/photo.jpg`) or absolute on the server's own origin (`PUBLIC_URL`; the
 * server checks the origin, which the contract cannot know). No segment starts with a dot.
 */
export const MEDIA_URL_PATTERN =
  /^(https?:\/\/[^/?#\s@\\]+)?\/media(\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+$/;
