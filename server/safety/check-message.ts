import type { MessageFlag } from '../../src/contract/admin-values';
import { AFTER_CARE_CHARS, HARD_CHARS, NEAR_CHARS, SIGNALS, STORIES } from './patterns';

/** What the safety check says about a message (interface §10 "Safety in conversations"). */
export interface MessageCheck {
  flags: MessageFlag[];
  /** The automatic report's reason, or null when the message opens none. */
  reportReason: 'off_platform_payment' | 'scam' | null;
  /** The names of what matched (rules and stories), for the report's details and the tests. */
  matched: string[];
}

/** What replaces a phone number or an email for a recipient who may not see it. */
export const CONTACT_MASK = '•••';

/** Look-alike characters inside a word ("z3lle", "c@shapp", "p4ypal"). */
const LOOK_ALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};

/**
 * The text the patterns read: NFKD without marks, lower case, zero-width characters removed,
 * letters spelled apart joined ("v e n m o", "z.e.l.l.e" → four or more single letters), look-alike
 * characters read as letters inside a word that starts with a letter ("z3lle" → "zelle", but
 * "$18", "6:30" and "10am" stay), one space between words.
 */
export function foldText(body: string): string {
  let text = body
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ');
  text = text.replace(/(?<![a-z0-9@$])(?:[a-z@$][ .*_-]){3,}[a-z@$](?![a-z0-9])/g, (spaced) =>
    spaced.replace(/[ .*_-]/g, ''),
  );
  text = text.replace(/(?<![a-z0-9@$])[a-z][a-z0-9@$]*[0-9@$][a-z0-9@$]*/g, (word) =>
    word.replace(/[013457@$]/g, (c) => LOOK_ALIKES[c] ?? c),
  );
  return text.trim();
}

interface Span {
  start: number;
  end: number;
}

const spans = (pattern: RegExp, text: string): Span[] =>
  [...text.matchAll(pattern)].map((m) => ({ start: m.index, end: m.index + m[0].length }));

/** The gap between two spans in characters (0 when they overlap). */
const gap = (a: Span, b: Span) => Math.max(0, a.start - b.end, b.start - a.end);

const near = (a: Span, others: Span[], within: number) => others.some((b) => gap(a, b) <= within);

/**
 * The two `off_platform_payment` rules (patterns.ts says why):
 * - `app_before_meeting`: a payment app near "in advance / before we meet / a deposit", unless a
 *   "after the care / every Friday / al final" phrase sits beside that app;
 * - `hard_channel`: gift cards, wires, Western Union, MoneyGram or crypto as a payment.
 */
function offPlatformRules(text: string): string[] {
  const matched: string[] = [];
  const apps = spans(SIGNALS.paymentApp, text);
  if (apps.length) {
    const advance = spans(SIGNALS.advance, text);
    const after = spans(SIGNALS.afterCare, text);
    if (apps.some((app) => near(app, advance, NEAR_CHARS) && !near(app, after, AFTER_CARE_CHARS)))
      matched.push('app_before_meeting');
  }
  const hard = [...text.matchAll(SIGNALS.hardChannel)];
  if (hard.length) {
    const moves = spans(SIGNALS.moneyMove, text);
    const follows = spans(SIGNALS.hardFollow, text);
    const paid = hard.some((m) => {
      const channel = { start: m.index, end: m.index + m[0].length };
      if (m[0].startsWith('wire')) return true;
      return (
        moves.some((v) => v.end <= channel.start && channel.start - v.end <= HARD_CHARS) ||
        follows.some((f) => f.start >= channel.end && f.start - channel.end <= HARD_CHARS)
      );
    });
    if (paid) matched.push('hard_channel');
  }
  return matched;
}

/**
 * Checks a message: `off_platform_payment` and `scam_risk` from the patterns, `contact_details`
 * when it holds a phone number or an email and the pair has no hire (`hired`: a row in `hires`
 * between the parent and the caregiver's profile; after it, contacts are ordinary).
 */
export function checkMessage(body: string, options: { hired?: boolean } = {}): MessageCheck {
  const text = foldText(body);
  const offPlatform = offPlatformRules(text);
  const stories = STORIES.filter((s) => s.pattern.test(text)).map((s) => s.name);
  const flags: MessageFlag[] = [];
  if (offPlatform.length) flags.push('off_platform_payment');
  if (stories.length) flags.push('scam_risk');
  if (!options.hired && hasContacts(body)) flags.push('contact_details');
  // A scam story is the graver finding: it names the report when both match.
  const reportReason = stories.length ? 'scam' : offPlatform.length ? 'off_platform_payment' : null;
  return { flags, reportReason, matched: [...offPlatform, ...stories] };
}

// ---- Contact details -------------------------------------------------------------------------

/** An email, written plainly (any letters, "josé.pérez+ftc@correo.mx"). */
const EMAIL = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;

/** "@" or "at" / "arroba", maybe in brackets. */
const AT = String.raw`\s*(?:[([{]\s*)?(?:\b(?:at|arroba)\b|@)(?:\s*[)\]}])?\s*`;
/** "." with nothing around it, or "dot" / "punto", maybe in brackets. */
const DOT = String.raw`(?:\s*(?:[([{]\s*)?\b(?:dot|punto)\b(?:\s*[)\]}])?\s*|\.)`;
const PART = String.raw`[\p{L}\p{N}_%+-]+`;

/** An email spelled out: "ana at gmail dot com", "ana (arroba) hotmail (punto) es", "ana.r@gmail dot com". */
const SPELLED_EMAIL = new RegExp(
  String.raw`(?<![\p{L}\p{N}._%+-])(?:${PART}${DOT})*${PART}${AT}${PART}(?:${DOT}${PART})*?${DOT}(?:com|net|org|edu|gov|es|mx|co|io|us|uk|ar|cl|pe|info|me)(?![\p{L}\p{N}])`,
  'giu',
);

/** "ana at gmail", "ana arroba hotmail": a known mail provider named without its ending. */
const PROVIDER_EMAIL = new RegExp(
  String.raw`(?<![\p{L}\p{N}._%+-])(?:${PART}${DOT})*${PART}${AT}(?:gmail|g-mail|yahoo|hotmail|outlook|icloud|aol|protonmail|msn)(?![\p{L}\p{N}])`,
  'giu',
);

/**
 * A phone-number candidate: an optional "+" or "00", then digits with spaces, dots, dashes or
 * parentheses between them. Colons, slashes and commas are not phone separators, so times
 * ("6:30-9:00"), dates ("11/25/2026") and prices ("$1,200") never start one.
 */
const PHONE_CANDIDATE =
  /(?<![\p{L}\p{N}$€£:/.,])(?:\+|00)?\(?\d(?:[\d\s().-]*\d)?(?![\p{N}:/]|[.,]\d)/gu;

/** Is this candidate a phone number? 7 to 15 digits, not a date, a year range or a price. */
function isPhone(candidate: string): boolean {
  const digits = candidate.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return false;
  const trimmed = candidate.trim();
  // 2026-11-25, 2026.11.25, 25-11-2026
  if (
    /^\d{4}[-.]\d{1,2}[-.]\d{1,2}$/.test(trimmed) ||
    /^\d{1,2}[-.]\d{1,2}[-.]\d{4}$/.test(trimmed)
  )
    return false;
  // 2019-2023, 1990 - 2024: years
  if (/^(?:19|20)\d\d\s*-\s*(?:19|20)\d\d$/.test(trimmed)) return false;
  const groups = trimmed.split(/[^\d]+/).filter(Boolean);
  // "3 4 5" style counts ("2 kids 3 and 5" never get here); a run of tiny groups with no "+" is
  // a list of small numbers unless it spells a number digit by digit (all single digits).
  if (
    !trimmed.startsWith('+') &&
    groups.length > 1 &&
    groups.every((g) => g.length <= 2) &&
    !groups.every((g) => g.length === 1)
  )
    return false;
  // Two ZIP codes or two prices side by side ("78701 78702") are not a number to call.
  if (groups.length === 2 && groups.every((g) => g.length === 5)) return false;
  return true;
}

const phoneSpans = (body: string): Span[] =>
  [...body.matchAll(PHONE_CANDIDATE)]
    .filter((m) => isPhone(m[0]))
    .map((m) => {
      // Keep the spaces or a closing bracket that the candidate took around the number.
      const lead = m[0].length - m[0].trimStart().length;
      const start = m.index + lead;
      return { start, end: m.index + m[0].trimEnd().length };
    });

const emailSpans = (body: string): Span[] =>
  [EMAIL, SPELLED_EMAIL, PROVIDER_EMAIL].flatMap((pattern) => spans(pattern, body));

function contactSpans(body: string): Span[] {
  const all = [...emailSpans(body), ...phoneSpans(body)].sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const span of all) {
    const last = merged[merged.length - 1];
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

/** Whether the message holds a phone number or an email. */
export const hasContacts = (body: string): boolean => contactSpans(body).length > 0;

/**
 * The message with every phone number and email replaced by CONTACT_MASK: nothing of them is
 * kept (not the last digits, not the domain), so they cannot be rebuilt.
 */
export function maskContacts(body: string): string {
  let out = '';
  let at = 0;
  for (const span of contactSpans(body)) {
    out += body.slice(at, span.start) + CONTACT_MASK;
    at = span.end;
  }
  return out + body.slice(at);
}
