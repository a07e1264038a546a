/**
 * What the tab remembers across the trip to the plans and the sandbox checkout (which leaves the
 * site and comes back on /checkout-success): where to go back to, and the first message being
 * written there. Session storage: this tab only, gone when it closes. Blocked storage just
 * forgets.
 */

const NEXT_KEY = 'ftc-after-checkout';
const DRAFT_PREFIX = 'ftc-draft:';

/** Only paths inside the site may be returned to. */
export const safeNext = (next: string | null | undefined) =>
  next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : undefined;

function session(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

function write(key: string, value: string | undefined) {
  try {
    if (value) session()?.setItem(key, value);
    else session()?.removeItem(key);
  } catch {
    // Full or blocked: nothing is remembered.
  }
}

function read(key: string): string | undefined {
  try {
    return session()?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Where to go once a plan is paid (a site path; anything else is ignored). */
export function rememberAfterCheckout(next: string | null | undefined): void {
  const safe = safeNext(next);
  if (safe) write(NEXT_KEY, safe);
}

export const afterCheckout = (): string | undefined => safeNext(read(NEXT_KEY));

export function forgetAfterCheckout(): void {
  write(NEXT_KEY, undefined);
}

/** A first message being written to someone (`key`: whom). */
export const draftOf = (key: string): string => read(`${DRAFT_PREFIX}${key}`) ?? '';

export function rememberDraft(key: string, body: string): void {
  write(`${DRAFT_PREFIX}${key}`, body.trim() ? body : undefined);
}
