// A refused or failed search in the page's own words: by `results.code` and the field the server
// names (`results.errors[].field`), never by its wording, which is for developers ("search near
// "lat,lng"", "min_rate cannot be more than max_rate.").
import { NEAR_REQUIRED, UNKNOWN_ZIP } from '../../src/contract/error-codes';
import { ApiError } from '../../src/lib/api-client';
import { fieldErrorsOf } from '../../src/lib/api-errors';
import type { searchWords } from '../search-words';

export type ProblemKey = keyof (typeof searchWords)['en']['problems'];

/** The field a problem belongs next to, when it is one the page shows. */
export type ProblemField = 'near' | 'radius_km' | 'min_rate' | 'max_rate' | 'sort';

export interface SearchProblem {
  key: ProblemKey;
  field?: ProblemField | undefined;
  /** Worth trying again as it is (a network failure, the server's 5xx). */
  retry: boolean;
}

const refused = (key: ProblemKey, field?: ProblemField): SearchProblem => ({
  key,
  field,
  retry: false,
});

/**
 * What went wrong with a search, as one of the page's messages. `rates` (the URL's, minor units)
 * tell a rate in the wrong order from a rate that is not a number.
 */
export function searchProblem(
  failure: unknown,
  rates: { min_rate?: string; max_rate?: string } = {},
): SearchProblem {
  if (
    !(failure instanceof ApiError) ||
    typeof failure.status !== 'number' ||
    failure.status >= 500
  ) {
    return { key: 'failed', retry: true };
  }
  if (failure.code === UNKNOWN_ZIP) return refused('unknownZip', 'near');
  if (failure.code === NEAR_REQUIRED) return refused('needZip', 'near');
  const [field] = Object.keys(fieldErrorsOf(failure));
  switch (field) {
    case 'near':
      return refused('zip', 'near');
    case 'radius_km':
      return refused('radius', 'radius_km');
    case 'sort':
      return refused('sortNeedsZip', 'near');
    case 'min_rate':
    case 'max_rate': {
      const min = Number(rates.min_rate);
      const max = Number(rates.max_rate);
      const outOfOrder = rates.min_rate && rates.max_rate && min > max;
      return outOfOrder ? refused('rateOrder', 'min_rate') : refused('rate', field);
    }
    default:
      return refused('filter');
  }
}
