import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResourceCache, UNUSED_DATA_MS } from '../../src/lib/resource-cache';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('resource cache', () => {
  it('loads once for every component that shows the same list', async () => {
    const cache = new ResourceCache();
    const fetcher = vi.fn(async () => ['a', 'b']);
    const stop1 = cache.subscribe('faqs', () => {});
    const stop2 = cache.subscribe('faqs', () => {});
    await Promise.all([cache.load('faqs', fetcher), cache.load('faqs', fetcher)]);
    await cache.load('faqs', fetcher);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(cache.state('faqs')).toEqual({ status: 'success', data: ['a', 'b'] });
    stop1();
    stop2();
  });

  it('keeps data nobody shows for 60 s, then drops it', async () => {
    const cache = new ResourceCache();
    const stop = cache.subscribe('plans', () => {});
    await cache.load('plans', async () => [1]);
    stop();
    vi.advanceTimersByTime(UNUSED_DATA_MS - 1);
    expect(cache.has('plans')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(cache.has('plans')).toBe(false);
  });

  it('keeps the data when someone shows it again within the 60 s', async () => {
    const cache = new ResourceCache();
    const stop = cache.subscribe('plans', () => {});
    await cache.load('plans', async () => [1]);
    stop();
    vi.advanceTimersByTime(30_000);
    const again = cache.subscribe('plans', () => {});
    vi.advanceTimersByTime(UNUSED_DATA_MS * 2);
    expect(cache.state('plans').status).toBe('success');
    again();
  });

  it('remembers a failure, and a forced load retries', async () => {
    const cache = new ResourceCache();
    const stop = cache.subscribe('x', () => {});
    await cache.load('x', async () => {
      throw new Error('offline');
    });
    expect(cache.state('x')).toMatchObject({ status: 'error', error: { message: 'offline' } });
    await cache.load('x', async () => 'ok', true);
    expect(cache.state('x')).toEqual({ status: 'success', data: 'ok' });
    stop();
  });

  it('reset (logout) drops unused lists and reloads the ones on screen', async () => {
    const cache = new ResourceCache();
    const listener = vi.fn();
    const stop = cache.subscribe('shown', listener);
    await cache.load('shown', async () => 'private');
    await cache.load('unused', async () => 'other');
    cache.reset();
    expect(cache.has('unused')).toBe(false);
    expect(cache.state('shown').status).toBe('loading');
    expect(listener).toHaveBeenCalled();
    await cache.load('shown', async () => 'fresh');
    expect(cache.state('shown')).toEqual({ status: 'success', data: 'fresh' });
    stop();
  });

  it('ignores an answer that arrives after a reset', async () => {
    const cache = new ResourceCache();
    const stop = cache.subscribe('k', () => {});
    let finish: (value: string) => void = () => {};
    const slow = cache.load('k', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.reset();
    finish('stale');
    await slow;
    expect(cache.state('k').status).toBe('loading');
    stop();
  });

  it('an answer the page carried, loaded from it, is shown without a request, and a forced load still reloads', async () => {
    const cache = new ResourceCache();
    const listener = vi.fn();
    const stop = cache.subscribe('/v1/caregivers/7', listener);
    await cache.load('/v1/caregivers/7', async () => ({ id: 7 }));
    expect(listener).toHaveBeenCalled();
    expect(cache.state('/v1/caregivers/7')).toEqual({ status: 'success', data: { id: 7 } });
    const fetcher = vi.fn(async () => ({ id: 7, edited: true }));
    await cache.load('/v1/caregivers/7', fetcher);
    expect(fetcher).not.toHaveBeenCalled();
    await cache.load('/v1/caregivers/7', fetcher, true);
    expect(cache.state('/v1/caregivers/7')).toEqual({
      status: 'success',
      data: { id: 7, edited: true },
    });
    stop();
  });
});
