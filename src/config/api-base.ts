import { env } from './env';

export const API_BASE_META = 'ftc-api-base';

export interface ApiBaseSources {
  /** The element's own `api-base` attribute. */
  attribute?: string | null | undefined;
  /** The document whose `<meta name="ftc-api-base">` is read. */
  document?: Document | undefined;
  /** The build-time `VITE_API_BASE`. */
  buildTime?: string | undefined;
  /** The page's own origin. */
  origin?: string | undefined;
}

function clean(value: string | null | undefined): string {
  return (value ?? '').trim().replace(/\/+$/, '');
}

/**
 * The API base of interface §3, first found wins: the element's `api-base` attribute,
 * `<meta name="ftc-api-base">`, the build-time `VITE_API_BASE`, the page's own origin.
 */
export function resolveApiBase(sources: ApiBaseSources = {}): string {
  const doc = sources.document ?? (typeof document === 'undefined' ? undefined : document);
  const meta = doc?.querySelector<HTMLMetaElement>(`meta[name="${API_BASE_META}"]`)?.content;
  const origin = sources.origin ?? (typeof location === 'undefined' ? '' : location.origin);
  const candidates = [sources.attribute, meta, sources.buildTime ?? env.apiBase, origin];
  for (const candidate of candidates) {
    const value = clean(candidate);
    if (value) return value;
  }
  return '';
}
