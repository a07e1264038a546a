/**
 * Every page of the operators' desk (interface §10 "Site"): its path, the least role that may
 * open it, and its words key (`adminWords.nav[key]`, demo/admin/words.ts: the nav label and the
 * page's default title).
 *
 * How a page uses it (admin-layout.tsx):
 *
 *   export function AdminOrdersPage() {
 *     return (
 *       <AdminLayout page="orders">   // title defaults to the nav label; `title`, `lead` optional
 *         <OrdersList />              // rendered only for a role that may: fetch in here
 *       </AdminLayout>
 *     );
 *   }
 *
 * The layout checks the session's role BEFORE rendering its children, so a page's data hooks
 * belong in a child component (never in the page function itself): a member, a visitor or a
 * moderator on an admin page sees a message and no request is sent. The server checks every call
 * anyway; this only decides what the site shows.
 *
 * - `ADMIN_PAGES`: the list, in nav order. `adminPage(key)`: one entry.
 * - `pagesFor(role)`: the entries a role may open (the nav).
 * - `mayOpen(role, key)`: whether a role may open a page.
 * - `adminHome(role)`: where the header's "Admin" link goes (admin: /admin, moderator:
 *   /admin/reports; null for a member).
 */
import { roleAllows, type StaffRole } from '../../src/contract/admin-values';
import { paths } from '../config/paths';

export const ADMIN_PAGE_KEYS = [
  'metrics',
  'accounts',
  'reports',
  'hidden',
  'documents',
  'orders',
  'promoCodes',
  'faqs',
  'audit',
] as const;
export type AdminPageKey = (typeof ADMIN_PAGE_KEYS)[number];

export interface AdminPageEntry {
  key: AdminPageKey;
  /** Where the nav links; `route` is the router's pattern when it differs (a query, a tab). */
  path: string;
  route: string;
  role: StaffRole;
}

/** The "Hidden content" view is a tab of /admin/reports (`?view=hidden`). */
export const HIDDEN_VIEW = 'hidden';

export const ADMIN_PAGES: readonly AdminPageEntry[] = [
  { key: 'metrics', path: paths.admin, route: paths.admin, role: 'admin' },
  { key: 'accounts', path: paths.adminAccounts, route: paths.adminAccounts, role: 'moderator' },
  { key: 'reports', path: paths.adminReports, route: paths.adminReports, role: 'moderator' },
  {
    key: 'hidden',
    path: `${paths.adminReports}?view=${HIDDEN_VIEW}`,
    route: paths.adminReports,
    role: 'moderator',
  },
  { key: 'documents', path: paths.adminDocuments, route: paths.adminDocuments, role: 'moderator' },
  { key: 'orders', path: paths.adminOrders, route: paths.adminOrders, role: 'admin' },
  { key: 'promoCodes', path: paths.adminPromoCodes, route: paths.adminPromoCodes, role: 'admin' },
  { key: 'faqs', path: paths.adminFaqs, route: paths.adminFaqs, role: 'admin' },
  { key: 'audit', path: paths.adminAudit, route: paths.adminAudit, role: 'admin' },
];

/** The account detail page is not in the nav: it opens from a row and needs what `accounts` needs. */
export const ACCOUNT_DETAIL_ROLE: StaffRole = 'moderator';

export function adminPage(key: AdminPageKey): AdminPageEntry {
  return ADMIN_PAGES.find((page) => page.key === key) as AdminPageEntry;
}

export const mayOpen = (role: StaffRole | null, key: AdminPageKey): boolean =>
  roleAllows(role, adminPage(key).role);

export const pagesFor = (role: StaffRole | null): AdminPageEntry[] =>
  ADMIN_PAGES.filter((page) => roleAllows(role, page.role));

export const adminHome = (role: StaffRole | null): string | null =>
  role === 'admin' ? paths.admin : role === 'moderator' ? paths.adminReports : null;
