import { beforeEach, describe, expect, it } from 'vitest';
import { REFRESH_TOKEN_KEY, SecureSessionStorage } from '../../src/lib/secure-session';

describe('encrypted session storage (interface §5)', () => {
  beforeEach(() => sessionStorage.clear());

  it('stores the value encrypted and reads it back', () => {
    const storage = new SecureSessionStorage(sessionStorage, 'secret-1');
    storage.setItem(REFRESH_TOKEN_KEY, 'refresh-token-value');
    const raw = sessionStorage.getItem(REFRESH_TOKEN_KEY);
    expect(raw).toBeTruthy();
    expect(raw).not.toContain('refresh-token-value');
    expect(storage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-token-value');
  });

  it('reads nothing with another key, or from tampered or missing content', () => {
    new SecureSessionStorage(sessionStorage, 'secret-1').setItem(REFRESH_TOKEN_KEY, 'value');
    expect(new SecureSessionStorage(sessionStorage, 'other').getItem(REFRESH_TOKEN_KEY)).toBeNull();
    sessionStorage.setItem(REFRESH_TOKEN_KEY, 'garbage');
    expect(
      new SecureSessionStorage(sessionStorage, 'secret-1').getItem(REFRESH_TOKEN_KEY),
    ).toBeNull();
    sessionStorage.removeItem(REFRESH_TOKEN_KEY);
    expect(
      new SecureSessionStorage(sessionStorage, 'secret-1').getItem(REFRESH_TOKEN_KEY),
    ).toBeNull();
  });

  it('removes the value', () => {
    const storage = new SecureSessionStorage(sessionStorage, 'k');
    storage.setItem('x', 'y');
    storage.removeItem('x');
    expect(sessionStorage.getItem('x')).toBeNull();
  });
});
