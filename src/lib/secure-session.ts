// Only the AES and UTF-8 modules: the crypto-js package root is four times larger (issue 2).
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import { env } from '../config/env';

/** Session-storage key of the refresh token read by the secondary client (spec §6). */
export const REFRESH_TOKEN_KEY = 'ftc:refresh_token';

/**
 * Session storage whose values are AES-encrypted with the configured key (interface §5).
 * The key ships in the bundle, so this is obfuscation, not protection.
 */
export class SecureSessionStorage {
  constructor(
    private readonly storage: Storage,
    private readonly secret: string = env.sessionKey,
  ) {}

  setItem(key: string, value: string): void {
    this.storage.setItem(key, AES.encrypt(value, this.secret).toString());
  }

  /** The decrypted value, or null when absent or unreadable (wrong key, tampered). */
  getItem(key: string): string | null {
    const stored = this.storage.getItem(key);
    if (!stored) return null;
    try {
      const plain = AES.decrypt(stored, this.secret).toString(Utf8);
      return plain || null;
    } catch {
      return null;
    }
  }

  removeItem(key: string): void {
    this.storage.removeItem(key);
  }
}

function sessionStore(): SecureSessionStorage | undefined {
  try {
    return typeof sessionStorage === 'undefined'
      ? undefined
      : new SecureSessionStorage(sessionStorage);
  } catch {
    return undefined;
  }
}

/** Keeps (or, with null, forgets) the refresh token for the secondary client. */
export function rememberRefreshToken(token: string | null): void {
  const store = sessionStore();
  if (!store) return;
  if (token) store.setItem(REFRESH_TOKEN_KEY, token);
  else store.removeItem(REFRESH_TOKEN_KEY);
}

export function readRefreshToken(): string | null {
  return sessionStore()?.getItem(REFRESH_TOKEN_KEY) ?? null;
}
