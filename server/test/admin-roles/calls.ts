import type { StaffRole } from '../../../src/contract/admin-values';
import { ADMIN_PATHS, CAREGIVER_PATHS } from '../../../src/contract/endpoints';
import type { TestApp } from '../harness';

// Every staff call of interface §10, once: the role it needs and a body that passes validation
// (the guard answers after it), so each per-role suite (member, moderator, admin) can run them
// all. Ids are ones nobody has: a call that gets past the guard answers 404 (or 400/409), and
// no suite changes another's data. `area` names the part of the desk that serves the call:
// `-t "accounts:"` runs one area's rows.

export interface StaffCall {
  area: 'accounts' | 'reports' | 'hidden' | 'money' | 'promo-codes' | 'faqs' | 'metrics';
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  role: StaffRole;
}

const NOBODY = 987_654_321;
const NO_DOCUMENT = 'AAAAAAAAAAAAAAAAAAAAAA';
const REASON = 'Checked by the per-role suites.';

export const STAFF_CALLS: readonly StaffCall[] = [
  // The accounts desk.
  { area: 'accounts', method: 'GET', path: `${ADMIN_PATHS.accounts}?q=ana`, role: 'moderator' },
  { area: 'accounts', method: 'GET', path: ADMIN_PATHS.account(NOBODY), role: 'moderator' },
  {
    area: 'accounts',
    method: 'POST',
    path: ADMIN_PATHS.suspend(NOBODY),
    body: { reason: REASON },
    role: 'moderator',
  },
  {
    area: 'accounts',
    method: 'POST',
    path: ADMIN_PATHS.unsuspend(NOBODY),
    body: { reason: REASON },
    role: 'moderator',
  },
  {
    area: 'accounts',
    method: 'PUT',
    path: ADMIN_PATHS.staff(NOBODY),
    body: { role: 'moderator' },
    role: 'admin',
  },
  { area: 'accounts', method: 'GET', path: `${ADMIN_PATHS.audit}?page=1`, role: 'admin' },
  // Document review (interface §7, moderators by §10).
  { area: 'accounts', method: 'GET', path: CAREGIVER_PATHS.adminDocuments, role: 'moderator' },
  {
    area: 'accounts',
    method: 'GET',
    path: CAREGIVER_PATHS.adminDocumentFile(NO_DOCUMENT),
    role: 'moderator',
  },
  {
    area: 'accounts',
    method: 'POST',
    path: CAREGIVER_PATHS.adminDecision(NO_DOCUMENT),
    body: { decision: 'approve', kind: 'id', reason: REASON },
    role: 'moderator',
  },
  // Reports and hidden content.
  { area: 'reports', method: 'GET', path: ADMIN_PATHS.reports, role: 'moderator' },
  {
    area: 'reports',
    method: 'POST',
    path: ADMIN_PATHS.resolveReport(NOBODY),
    body: { action: 'dismiss', reason: REASON },
    role: 'moderator',
  },
  { area: 'hidden', method: 'GET', path: ADMIN_PATHS.hidden, role: 'moderator' },
  {
    area: 'hidden',
    method: 'POST',
    path: ADMIN_PATHS.restoreHidden('review', NOBODY),
    body: { reason: REASON },
    role: 'moderator',
  },
  // Money.
  { area: 'money', method: 'GET', path: ADMIN_PATHS.orders, role: 'admin' },
  {
    area: 'money',
    method: 'POST',
    path: ADMIN_PATHS.refund('ord_nobody_has_this'),
    body: { reason: REASON },
    role: 'admin',
  },
  { area: 'promo-codes', method: 'GET', path: ADMIN_PATHS.promoCodes, role: 'admin' },
  {
    area: 'promo-codes',
    method: 'POST',
    path: ADMIN_PATHS.promoCodes,
    body: { code: 'ROLES25', discount_percent: 25 },
    role: 'admin',
  },
  {
    area: 'promo-codes',
    method: 'POST',
    path: ADMIN_PATHS.disablePromoCode('NOBODY99'),
    role: 'admin',
  },
  // FAQs.
  { area: 'faqs', method: 'GET', path: ADMIN_PATHS.faqs, role: 'admin' },
  {
    area: 'faqs',
    method: 'POST',
    path: ADMIN_PATHS.faqs,
    body: {
      audience: 'users',
      question: 'How do the per-role suites work?',
      answer: '<p>They call every staff route.</p>',
      position: 1,
    },
    role: 'admin',
  },
  {
    area: 'faqs',
    method: 'PUT',
    path: ADMIN_PATHS.faq(NOBODY),
    body: {
      audience: 'users',
      question: 'How do the per-role suites work?',
      answer: '<p>They call every staff route.</p>',
      position: 1,
    },
    role: 'admin',
  },
  { area: 'faqs', method: 'DELETE', path: ADMIN_PATHS.faq(NOBODY), role: 'admin' },
  // Metrics.
  {
    area: 'metrics',
    method: 'GET',
    path: `${ADMIN_PATHS.metrics}?from=2026-01-01&to=2026-01-31`,
    role: 'admin',
  },
];

/** A row's name in the suites: `accounts: POST /v1/admin/accounts/…/suspend (moderator)`. */
export const callName = (call: StaffCall) =>
  `${call.area}: ${call.method} ${call.path} (${call.role})`;

/** Calls a row with `headers` (a session's bearer, or none). */
export const callAs = (t: TestApp, call: StaffCall, headers: Record<string, string>) =>
  t.call(call.method, call.path, call.body, headers);
