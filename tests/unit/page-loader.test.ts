import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_LOAD_TIMEOUT_MS, PageLoadError, withTimeout } from '../../demo/page-loader';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('loading a page chunk (spec §8)', () => {
  it('fails with a load error when the chunk has not arrived after 120 s', async () => {
    const never = new Promise<never>(() => {});
    const loading = withTimeout(never);
    const failed = expect(loading).rejects.toBeInstanceOf(PageLoadError);
    await vi.advanceTimersByTimeAsync(PAGE_LOAD_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    await failed;
    expect(PAGE_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('passes a chunk that arrives in time, and turns a failed import into a load error', async () => {
    await expect(withTimeout(Promise.resolve('module'))).resolves.toBe('module');
    await expect(
      withTimeout(Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
    ).rejects.toBeInstanceOf(PageLoadError);
  });
});
