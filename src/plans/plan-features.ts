import { featureLines, type PlanEntitlements } from '../contract/plan-entitlements';
import type { PluralForms } from '../i18n/catalogue';
import type { Plan } from './pricing';
import type { plansWords } from './words';

type FeatureWords = (typeof plansWords)['en']['features'];
/** `useWords(…).plural`: a plural form in the reader's language, `{count}` filled. */
type Plural = (forms: PluralForms, count: number) => string;

/**
 * The lines a plans page shows for what `entitlements` unlocks, in `words`' language: it says only
 * what the server allows with the plan (src/contract/plan-entitlements.ts).
 */
export function featuresOf(
  entitlements: PlanEntitlements,
  words: FeatureWords,
  plural: Plural,
): string[] {
  const upTo = (unlimited: string, forms: PluralForms, limit: number | null) =>
    limit === null ? unlimited : plural(forms, limit);
  return featureLines(entitlements).map((line) =>
    line.kind === 'jobs'
      ? upTo(words.jobsUnlimited, words.jobsUpTo, line.limit)
      : line.kind === 'applications'
        ? upTo(words.applicationsUnlimited, words.applicationsUpTo, line.limit)
        : words[line.kind],
  );
}

/** A listed plan's lines: from its entitlements, or its stored `features` from an older server. */
export const planFeatures = (plan: Plan, words: FeatureWords, plural: Plural): string[] =>
  plan.entitlements ? featuresOf(plan.entitlements, words, plural) : plan.features;
