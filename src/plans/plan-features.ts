import { featureLines, type PlanEntitlements } from '../contract/plan-entitlements';
import { plural } from '../i18n/format';
import type { Plan } from './pricing';
import type { plansWords } from './words';

type FeatureWords = (typeof plansWords)['en']['features'];

/**
 * The lines a plans page shows for what `entitlements` unlocks, in `lang`: the page says only
 * what the server allows with the plan (src/contract/plan-entitlements.ts).
 */
export function featuresOf(
  entitlements: PlanEntitlements,
  words: FeatureWords,
  lang = 'en',
): string[] {
  const upTo = (unlimited: string, forms: FeatureWords['jobsUpTo'], limit: number | null) =>
    limit === null ? unlimited : plural(forms, limit, lang, { count: limit });
  return featureLines(entitlements).map((line) =>
    line.kind === 'jobs'
      ? upTo(words.jobsUnlimited, words.jobsUpTo, line.limit)
      : line.kind === 'applications'
        ? upTo(words.applicationsUnlimited, words.applicationsUpTo, line.limit)
        : words[line.kind],
  );
}

/** A listed plan's lines: from its entitlements, or its stored `features` from an older server. */
export const planFeatures = (plan: Plan, words: FeatureWords, lang = 'en'): string[] =>
  plan.entitlements ? featuresOf(plan.entitlements, words, lang) : plan.features;
