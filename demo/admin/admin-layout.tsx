/**
 * The frame of every operators' desk page (interface §10 "Site"):
 *
 *   <AdminLayout page="orders" title?="…" lead?="…">…the page's parts…</AdminLayout>
 *
 * - `page`: the page's key in ADMIN_PAGES (admin-pages.ts): the role it needs, the nav entry
 *   marked current, and the default title (`adminWords.nav[page]`).
 * - The children render only when the session's role may open the page. Put every data hook in
 *   a child component: a visitor or a member sees "This page is for FTC staff" (with a link home,
 *   and for a visitor a login link), a moderator on an admin page sees that it needs an
 *   administrator, and in both cases no request is sent.
 * - The nav lists only the pages the role may open. Below 576 px it scrolls sideways in its own
 *   box; the page itself never scrolls sideways.
 */
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useWords } from '../../src/i18n/use-words';
import { loginReturningTo, paths } from '../config/paths';
import { useStaffRole, useViewer } from '../market/viewer';
import { Page } from '../pages/page';
import { type AdminPageKey, mayOpen, pagesFor } from './admin-pages';
import { adminWords } from './words';
import './admin.css';

export interface AdminLayoutProps {
  page: AdminPageKey;
  title?: string;
  lead?: ReactNode;
  children: ReactNode;
}

export const AdminLayout = observer(function AdminLayout({
  page,
  title,
  lead,
  children,
}: AdminLayoutProps) {
  const { m, fill } = useWords(adminWords);
  const { user } = useViewer();
  const role = useStaffRole();
  const location = useLocation();
  const heading = title ?? m.nav[page];

  if (!role) {
    return (
      <Page title={m.staffOnlyTitle}>
        <div className="admin-refused" role="alert">
          <p>
            <strong>{m.staffOnly}</strong>
          </p>
          {user ? null : <p>{m.staffOnlyLead}</p>}
        </div>
        <p className="admin-refused__links">
          {user ? null : (
            <Link className="ftc-button" to={loginReturningTo(location.pathname + location.search)}>
              {m.logIn}
            </Link>
          )}
          <Link to={paths.home}>{m.goHome}</Link>
        </p>
      </Page>
    );
  }

  return (
    <Page title={heading} lead={mayOpen(role, page) ? lead : undefined} wide>
      <div className="admin-frame">
        <nav className="admin-nav" aria-label={m.navLabel}>
          <ul>
            {pagesFor(role).map((entry) => (
              <li key={entry.key}>
                <Link to={entry.path} aria-current={entry.key === page ? 'page' : undefined}>
                  {m.nav[entry.key]}
                </Link>
              </li>
            ))}
          </ul>
          <p className="ftc-hint admin-nav__role">{fill(m.signedInAs, { role: m.roles[role] })}</p>
        </nav>
        <div className="admin-body">
          {mayOpen(role, page) ? (
            children
          ) : (
            <p className="admin-refused" role="alert">
              {m.adminOnly}
            </p>
          )}
        </div>
      </div>
    </Page>
  );
});
