import type { ErrorCode } from '../src/contract/error-codes';
import { duration, type Params, say, type Word, type WordKey, word } from './i18n';

/** A field's problem in `results.errors` (if any): its words are said in the request's language. */
export interface FieldProblem {
  field: string;
  message: Word;
}

/**
 * A failure a person can act on, as words (a catalogue key and its values), not as English: the
 * error handler sends it as the envelope in the request's language. `message` is the English,
 * for logs.
 */
export class ApiProblem extends Error {
  readonly word: Word;
  constructor(
    readonly statusCode: number,
    words: Word | WordKey,
    readonly results?: object,
    readonly headers: Record<string, string> = {},
  ) {
    const w = typeof words === 'string' ? word(words) : words;
    super(say('en', w));
    this.word = w;
  }
}

type Words = Word | WordKey;

export const badRequest = (words: Words, results?: ApiProblem['results']) =>
  new ApiProblem(400, words, results);
/** 400 naming the field: `results.errors` holds it with the same words. */
export function fieldProblem(field: string, words: Words, code?: ErrorCode): ApiProblem {
  const w = typeof words === 'string' ? word(words) : words;
  return badRequest(w, { ...(code ? { code } : {}), errors: [{ field, message: w }] });
}
export const unauthorized = (words: Words = 'errors.sessionExpired') => new ApiProblem(401, words);
export const forbidden = (words: Words) => new ApiProblem(403, words);
export const notFound = (words: Words) => new ApiProblem(404, words);
export const conflict = (words: Words) => new ApiProblem(409, words);

/**
 * 429 with `Retry-After`; the words by default say how long to wait. `wait` names a key whose
 * placeholder values are filled with the wait: `{duration}` ("5 minutes"), `{minutes}` (a
 * number), besides any `params` of its own.
 */
export function tooManyRequests(
  retryAfterSeconds: number,
  key: WordKey = 'errors.tooManyAttempts',
  params: Params = {},
): ApiProblem {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new ApiProblem(
    429,
    word(key, { duration: duration(seconds), minutes: Math.ceil(seconds / 60), ...params }),
    { retry_after: seconds },
    { 'Retry-After': String(seconds) },
  );
}
