import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from '../../src/lib/lazy-module';

describe('lazyModule', () => {
  it('loads once however often it is asked, and gives the module synchronously after', async () => {
    const importer = vi.fn(async () => ({ answer: 42 }));
    const lazy = lazyModule(importer);
    expect(lazy.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([lazy.load(), lazy.load()]);
    expect(first).toBe(second);
    expect(await lazy.load()).toBe(first);
    expect(lazy.loaded()).toEqual({ answer: 42 });
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again on the next call (offline, then back)', async () => {
    const importer = vi
      .fn<() => Promise<{ ok: boolean }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ ok: true });
    const lazy = lazyModule(importer);
    await expect(lazy.load()).rejects.toThrow('Failed to fetch');
    expect(lazy.loaded()).toBeUndefined();
    await expect(lazy.load()).resolves.toEqual({ ok: true });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
