/** An error whose message a person can act on; the error handler sends it as the envelope. */
export class ApiProblem extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly results?: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, results?: unknown) =>
  new ApiProblem(400, message, results);
export const unauthorized = (message = 'Your session has expired. Please log in again.') =>
  new ApiProblem(401, message);
export const forbidden = (message: string) => new ApiProblem(403, message);
export const notFound = (message: string) => new ApiProblem(404, message);
export const conflict = (message: string) => new ApiProblem(409, message);

export function tooManyRequests(retryAfterSeconds: number, message?: string): ApiProblem {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new ApiProblem(
    429,
    message ?? `Too many attempts. Please try again in ${humanDuration(seconds)}.`,
    {
      retry_after: seconds,
    },
    { 'Retry-After': String(seconds) },
  );
}

export function humanDuration(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
