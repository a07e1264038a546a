/**
 * Build-time settings, read once. Vite replaces `import.meta.env.VITE_*` at build time;
 * anything unset falls back to a documented default (see README, "Configuration").
 */
export interface Env {
  /** API base baked into the build; empty when the build leaves it to the page. */
  apiBase: string;
  /** Secret for the session-storage obfuscation of interface §5. */
  sessionKey: string;
  /** Request timeout of the API client, in milliseconds. */
  requestTimeoutMs: number;
}

const DEFAULT_SESSION_KEY = 'ftc-widget-kit-session';
const DEFAULT_TIMEOUT_MS = 30_000;

function readNumber(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

export const env: Env = {
  apiBase: (import.meta.env.VITE_API_BASE ?? '').trim(),
  sessionKey: import.meta.env.VITE_SESSION_KEY || DEFAULT_SESSION_KEY,
  requestTimeoutMs: readNumber(import.meta.env.VITE_REQUEST_TIMEOUT_MS, DEFAULT_TIMEOUT_MS),
};
