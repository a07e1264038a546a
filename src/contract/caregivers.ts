import { z } from 'zod';
import { StaffReason } from './admin';
import {
  AGE_GROUPS,
  BADGE_KINDS,
  MEDIA_URL_PATTERN,
  SEARCH_LIMITS,
  SERVICES,
  SORTS,
} from './caregiver-values';
import { textField, wordRef } from './common';

// The marketplace's finding half (interface §7): caregiver profiles, search, favourites,
// reviews, badges and the admin review of documents. The server validates with these; the
// client takes their types only (`import type`); the plain value lists are in
// caregiver-values.ts, which the client may import as values.

export { AGE_GROUPS, BADGE_KINDS, SEARCH_LIMITS, SERVICES, SORTS } from './caregiver-values';

export const AgeGroup = z.enum(AGE_GROUPS);
export const Service = z.enum(SERVICES);
export const BadgeKind = z.enum(BADGE_KINDS);
/** ISO 639-1: two lower-case letters. */
const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
/** ISO 639-1 codes that name a language (Intl's CLDR data): "zz" is refused, not matched. */
export const LanguageCode = z
  .string()
  .regex(/^[a-z]{2}$/, { error: 'caregivers.languageCode' })
  // zod runs every check even after the regex fails: Intl throws on anything but a code.
  .refine((code) => !/^[a-z]{2}$/.test(code) || languageNames.of(code) !== undefined, {
    error: 'This is not a language code we know (ISO 639-1), like "en" or "es".',
  });
export const UsZip = z.string().regex(/^\d{5}$/, { error: 'caregivers.zipFormat' });
const Time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'caregivers.timeFormat' });

export const AvailabilitySlot = z
  .object({
    day: z.number().int().min(0).max(6).describe('0 Sunday … 6 Saturday.'),
    from: Time,
    to: Time,
  })
  .refine((slot) => slot.from < slot.to, {
    error: 'caregivers.slotOrder',
    path: ['to'],
  });

export const Badge = z.object({
  kind: BadgeKind,
  verified_at: z.string().describe('ISO 8601.'),
  expires_at: z.string().nullable().describe('ISO 8601, or null when it does not expire.'),
});

/** A caregiver's record of bookings (interface §11), once 3 of its bookings were ever confirmed. */
export const Reliability = z
  .object({
    bookings: z.number().int().describe('Bookings ever confirmed (a later cancel included).'),
    completed: z.number().int().describe('Of those, completed (hours approved).'),
    late_cancels: z
      .number()
      .int()
      .describe('Of those, cancelled by the caregiver less than 24 h before the start.'),
    percent: z
      .number()
      .int()
      .min(0)
      .max(100)
      .describe(
        'completed ÷ (completed + late_cancels), rounded; 100 while neither has happened yet.',
      ),
  })
  .describe('Reliability');

/** A search result: the profile without `bio` and `availability`, plus `distance_km` with `near`. */
export const CaregiverCard = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    last_initial: z.string(),
    headline: z.string(),
    photo_url: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    hourly_rate: z.number().int().describe('Minor units per hour.'),
    currency: z.string(),
    experience_years: z.number().int(),
    age_groups: z.array(AgeGroup),
    services: z.array(Service),
    languages: z.array(z.string()),
    badges: z.array(Badge),
    rating: z
      .number()
      .nullable()
      .describe('Mean of the reviews, one decimal; null without reviews.'),
    review_count: z.number().int(),
    featured: z
      .boolean()
      .describe('The caregiver has an active plan whose features include featured placement.'),
    last_active_at: z.string(),
    reliability: Reliability.nullable()
      .optional()
      .describe(
        'The record of bookings (interface §11); null until 3 of its bookings were ever confirmed.',
      ),
    distance_km: z
      .number()
      .optional()
      .describe('One decimal, from the searched place (with `near`).'),
  })
  .describe('CaregiverCard');

export const ReviewReply = z.object({ body: z.string(), created_at: z.string() });

export const Review = z
  .object({
    id: z.number().int(),
    rating: z.number().int().min(1).max(5),
    body: z.string(),
    author_first_name: z.string(),
    created_at: z.string(),
    reply: ReviewReply.nullable(),
  })
  .describe('Review');

export const CaregiverProfile = CaregiverCard.omit({ distance_km: true })
  .extend({
    bio: z.string(),
    availability: z.array(AvailabilitySlot),
  })
  .describe('CaregiverProfile');

export const CaregiverDetail = CaregiverProfile.extend({ reviews: z.array(Review) }).describe(
  'CaregiverDetail: the profile with its newest 10 reviews.',
);

/** The caregiver's own profile, as its editor shows it. */
export const OwnProfile = CaregiverProfile.extend({ published: z.boolean() }).describe(
  'OwnCaregiverProfile',
);

const repeatable = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]),
    z.array(item).optional(),
  );

const flag = z.enum(['0', '1']).optional();

export const CaregiverSearchQuery = z
  .object({
    near: z
      .string()
      .regex(/^(\d{5}|-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?)$/, {
        error: 'caregivers.nearFormat',
      })
      .optional(),
    radius_km: z.coerce
      .number()
      .positive()
      .max(SEARCH_LIMITS.radiusMax, {
        error: wordRef('fields.atMost', { field: 'radius_km', max: SEARCH_LIMITS.radiusMax }),
      })
      .optional(),
    min_rate: z.coerce.number().int().min(0).optional(),
    max_rate: z.coerce.number().int().min(0).optional(),
    age_group: repeatable(AgeGroup),
    service: repeatable(Service),
    language: repeatable(LanguageCode),
    available_day: z.coerce.number().int().min(0).max(6).optional(),
    available_at: z
      .string()
      .datetime({ offset: true, error: 'caregivers.availableAtFormat' })
      .optional()
      .describe(
        "ISO 8601, with `available_until` (at most 12 h later): only caregivers whose weekly availability, in their city's time zone, covers the whole window and who have no confirmed booking in it.",
      ),
    available_until: z
      .string()
      .datetime({ offset: true, error: 'caregivers.availableUntilFormat' })
      .optional()
      .describe('ISO 8601, after `available_at`, at most 12 h later.'),
    verified: flag,
    featured: flag,
    q: z.string().max(200).optional(),
    sort: z.enum(SORTS).optional(),
    page: z.coerce.number().int().min(1, { error: 'caregivers.pageMin' }).default(1),
    page_size: z.coerce
      .number()
      .int()
      .min(1)
      .max(SEARCH_LIMITS.pageSizeMax, {
        error: wordRef('fields.atMost', { field: 'page_size', max: SEARCH_LIMITS.pageSizeMax }),
      })
      .default(SEARCH_LIMITS.pageSizeDefault),
  })
  .describe('CaregiverSearch');

export const CaregiverPage = z
  .object({
    items: z.array(CaregiverCard),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  })
  .describe('CaregiverPage');

export const ProfileUpdateBody = z
  .object({
    headline: textField('headline', {
      min: SEARCH_LIMITS.headlineMin,
      max: SEARCH_LIMITS.headlineMax,
    }),
    bio: textField('bio', { max: SEARCH_LIMITS.bioMax, trim: false }).default(''),
    zip: UsZip,
    hourly_rate: z
      .number()
      .int()
      .min(SEARCH_LIMITS.rateMin, { error: 'caregivers.rateMin' })
      .max(SEARCH_LIMITS.rateMax, { error: 'caregivers.rateMax' }),
    experience_years: z
      .number()
      .int()
      .min(0)
      .max(SEARCH_LIMITS.experienceMax, {
        error: wordRef('fields.atMost', {
          field: 'experience_years',
          max: SEARCH_LIMITS.experienceMax,
        }),
      }),
    age_groups: z.array(AgeGroup).max(AGE_GROUPS.length),
    services: z.array(Service).min(1, { error: 'caregivers.servicesMin' }).max(SERVICES.length),
    languages: z.array(LanguageCode).max(20),
    availability: z.array(AvailabilitySlot).max(50),
    published: z.boolean(),
    photo_url: z
      .string()
      .max(500, { error: 'caregivers.photoUrlOurs' })
      .regex(MEDIA_URL_PATTERN, { error: 'caregivers.photoUrlOurs' })
      .nullable()
      .optional()
      .describe(
        "A photo on FTC: a path under this server's `/media/` (relative, or absolute on PUBLIC_URL's origin); null removes it. Other addresses are refused.",
      ),
  })
  .describe('CaregiverProfileUpdate');

export const ReviewBody = z
  .object({
    rating: z
      .number()
      .int()
      .min(1, { error: 'reviews.ratingRange' })
      .max(5, { error: 'reviews.ratingRange' }),
    body: textField('body', { min: SEARCH_LIMITS.reviewMin, max: SEARCH_LIMITS.reviewMax }),
  })
  .describe('ReviewRequest');

export const ReplyBody = z
  .object({
    body: textField('body', { min: 1, max: SEARCH_LIMITS.replyMax }),
  })
  .describe('ReviewReplyRequest');

export const AdminDocument = z
  .object({
    id: z.string(),
    owner_first_name: z.string(),
    owner_profile_id: z.number().int().nullable(),
    kind: z
      .string()
      .describe('The uploaded kind: identity, certification, background_check, other.'),
    status: z.enum(['pending', 'approved', 'rejected']),
    expires_on: z.string().nullable(),
    created_at: z.string(),
    file_url: z.string().describe('A link an admin session can open.'),
  })
  .describe('AdminDocument');

export const AdminDocumentsQuery = z.object({
  status: z.enum(['pending', 'approved', 'rejected']).default('pending'),
});

export const DecisionBody = z
  .object({
    decision: z.enum(['approve', 'reject']),
    kind: BadgeKind.exclude(['mobile']).describe('The badge an approval grants.'),
    expires_at: z.string().datetime({ offset: true }).optional(),
    reason: StaffReason.describe(
      'Why, for the audit log (10–500 characters); a rejection also emails it to the owner. Required on approve and reject (interface §10).',
    ),
  })
  .describe('DocumentDecision');

export type AgeGroup = z.infer<typeof AgeGroup>;
export type Service = z.infer<typeof Service>;
export type BadgeKind = z.infer<typeof BadgeKind>;
export type AvailabilitySlot = z.infer<typeof AvailabilitySlot>;
export type Badge = z.infer<typeof Badge>;
export type Reliability = z.infer<typeof Reliability>;
export type CaregiverCard = z.infer<typeof CaregiverCard>;
export type CaregiverProfile = z.infer<typeof CaregiverProfile>;
export type CaregiverDetail = z.infer<typeof CaregiverDetail>;
export type OwnProfile = z.infer<typeof OwnProfile>;
export type Review = z.infer<typeof Review>;
export type CaregiverPage = z.infer<typeof CaregiverPage>;
export type CaregiverSearchQuery = z.input<typeof CaregiverSearchQuery>;
export type ProfileUpdate = z.input<typeof ProfileUpdateBody>;
export type AdminDocument = z.infer<typeof AdminDocument>;
export type DocumentDecision = z.input<typeof DecisionBody>;
