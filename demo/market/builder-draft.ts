import type { OwnProfile } from '../../src/contract/caregivers';
import { type EditorValues, type ProfileRules, profileProblems, valuesOf } from './profile-values';

/** The builder's steps, in order (issue 24: photo, headline, services, rate, availability, publish). */
export const STEPS = ['photo', 'about', 'services', 'rate', 'availability', 'publish'] as const;
export type Step = (typeof STEPS)[number];

/** The fields each step writes (the photo saves itself; publish writes `published`). */
export const STEP_FIELDS: Record<Step, (keyof EditorValues & string)[]> = {
  photo: [],
  about: ['headline', 'bio'],
  services: ['services', 'age_groups', 'languages'],
  rate: ['zip', 'hourly_rate', 'experience_years'],
  availability: ['availability'],
  publish: ['published'],
};

/**
 * Where a caregiver is in the builder, kept on this device so it resumes: the step, and the
 * values not yet on FTC (the PUT takes a whole profile, so a new caregiver's first steps wait
 * here until the rate step completes it). Blocked storage forgets.
 */
export interface BuilderDraft {
  step: Step;
  values?: EditorValues | undefined;
}

const keyOf = (userId: number | string) => `ftc-profile-builder:${userId}`;

export function readDraft(userId: number | string): BuilderDraft | undefined {
  try {
    const parsed = JSON.parse(localStorage.getItem(keyOf(userId)) ?? 'null') as BuilderDraft | null;
    return parsed && (STEPS as readonly string[]).includes(parsed.step) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function writeDraft(userId: number | string, draft: BuilderDraft | undefined): void {
  try {
    if (draft) localStorage.setItem(keyOf(userId), JSON.stringify(draft));
    else localStorage.removeItem(keyOf(userId));
  } catch {
    // Full or blocked: the builder starts from what FTC has.
  }
}

/** Rules whose words do not matter: only whether a field is wrong. */
const WRONG: ProfileRules = {
  headline: 'headline',
  bio: 'bio',
  zip: 'zip',
  hourlyRate: 'hourly_rate',
  experience: 'experience_years',
  services: 'services',
  slot: 'availability',
};

/**
 * The first step a saved profile still needs: nothing written yet, the photo (the first step);
 * all done, the photo too (the one step that may be skipped).
 */
export function firstOpenStep(profile: OwnProfile | undefined): Step {
  // The server answers a new caregiver with an empty, unpublished draft.
  const untouched =
    !profile ||
    (!profile.headline && !profile.zip && profile.services.length === 0 && !profile.photo_url);
  if (!profile || untouched) return 'photo';
  const problems = profileProblems(valuesOf(profile), WRONG);
  const open = STEPS.find((step) => {
    if (step === 'photo') return false;
    if (step === 'availability') return profile.availability.length === 0;
    if (step === 'publish') return !profile.published;
    return STEP_FIELDS[step].some((field) => problems[field]);
  });
  return open ?? 'photo';
}
