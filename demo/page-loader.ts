/** spec §8: a page chunk that has not arrived after 120 s fails with a load error. */
export const PAGE_LOAD_TIMEOUT_MS = 120_000;

export class PageLoadError extends Error {
  override name = 'PageLoadError';
}

export function withTimeout<T>(promise: Promise<T>, ms = PAGE_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new PageLoadError('This page took too long to load.')),
      ms,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(
          new PageLoadError(
            error instanceof Error ? error.message : 'This page could not be loaded.',
          ),
        );
      },
    );
  });
}
