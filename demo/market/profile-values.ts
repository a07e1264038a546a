import { SEARCH_LIMITS } from '../../src/contract/caregiver-values';
import type {
  AgeGroup,
  AvailabilitySlot,
  OwnProfile,
  ProfileUpdate,
  Service,
} from '../../src/contract/caregivers';
import type { FieldErrors, FormController } from '../../src/lib/use-form';

// A caregiver's profile as its forms hold it (strings), its rules and its PUT body: shared by
// the editor, the builder and the dashboard's checklist (no components, no words here).

export type EditorValues = {
  headline: string;
  bio: string;
  zip: string;
  hourly_rate: string;
  experience_years: string;
  services: string;
  age_groups: string;
  languages: string;
  /** JSON of the slots: the form hook keeps strings. */
  availability: string;
  published: string;
};

export type ProfileForm = FormController<EditorValues>;
/** The rules' messages (the editor's words: `marketWords.editor.rules`). */
export interface ProfileRules {
  headline: string;
  bio: string;
  zip: string;
  hourlyRate: string;
  experience: string;
  services: string;
  slot: string;
}

export const listOf = (joined: string) => joined.split(',').filter(Boolean);
export const slotsOf = (json: string): AvailabilitySlot[] => {
  try {
    const parsed = JSON.parse(json || '[]');
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
};

export function valuesOf(profile: Partial<OwnProfile> | undefined): EditorValues {
  return {
    headline: profile?.headline ?? '',
    bio: profile?.bio ?? '',
    zip: profile?.zip ?? '',
    hourly_rate: profile?.hourly_rate ? String(profile.hourly_rate / 100) : '',
    experience_years:
      profile?.experience_years !== undefined ? String(profile.experience_years) : '',
    services: (profile?.services ?? []).join(','),
    age_groups: (profile?.age_groups ?? []).join(','),
    languages: (profile?.languages ?? []).join(','),
    availability: JSON.stringify(profile?.availability ?? []),
    published: profile?.published ? '1' : '',
  };
}

/** The client's rules, a message per wrong field (the server's, in the page's words). */
export function profileProblems(v: EditorValues, rules: ProfileRules): FieldErrors<EditorValues> {
  const rate = Number(v.hourly_rate);
  const years = v.experience_years.trim();
  const headline = v.headline.trim();
  return {
    headline:
      headline.length >= SEARCH_LIMITS.headlineMin && headline.length <= SEARCH_LIMITS.headlineMax
        ? undefined
        : rules.headline,
    bio: v.bio.length <= SEARCH_LIMITS.bioMax ? undefined : rules.bio,
    zip: /^\d{5}$/.test(v.zip.trim()) ? undefined : rules.zip,
    hourly_rate:
      /^\d+(\.\d{1,2})?$/.test(v.hourly_rate.trim()) &&
      rate * 100 >= SEARCH_LIMITS.rateMin &&
      rate * 100 <= SEARCH_LIMITS.rateMax
        ? undefined
        : rules.hourlyRate,
    experience_years:
      /^\d{1,2}$/.test(years) && Number(years) <= SEARCH_LIMITS.experienceMax
        ? undefined
        : rules.experience,
    services: listOf(v.services).length ? undefined : rules.services,
    availability: slotsOf(v.availability).every((slot) => slot.from < slot.to)
      ? undefined
      : rules.slot,
  };
}

/** The PUT body of the values (interface §7). */
export const profileBody = (v: EditorValues): ProfileUpdate => ({
  headline: v.headline.trim(),
  bio: v.bio,
  zip: v.zip.trim(),
  hourly_rate: Math.round(Number(v.hourly_rate) * 100),
  experience_years: Number(v.experience_years),
  services: listOf(v.services) as Service[],
  age_groups: listOf(v.age_groups) as AgeGroup[],
  languages: listOf(v.languages),
  availability: slotsOf(v.availability),
  published: v.published === '1',
});
