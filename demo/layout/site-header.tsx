import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { AccountArea } from '../../src/auth/account-area';
import { useWords } from '../../src/i18n/use-words';
import { useLoginHref } from '../account/return-to';
import { adminHome } from '../admin/admin-pages';
import { paths } from '../config/paths';
import { useStaffRole, useViewer } from '../market/viewer';
import { siteWords } from '../words';
import { AccountMenuPlaceholder } from './account-menu';
import { useHeaderHeight, useNavFold } from './header-fit';

const NAV = [
  { to: paths.home, label: 'home', end: true },
  { to: paths.business, label: 'about' },
  { to: paths.subscription, label: 'subscription', state: { new: true } },
  { to: paths.connect, label: 'connect' },
  { to: paths.faq, label: 'faq' },
  { to: paths.contact, label: 'contact' },
] as const;

/**
 * spec §2 header: the navigation, the account area (interface §6: `after-logout` /login), and,
 * below lg or when the row would not hold the navigation (header-fit.ts), a menu button; any
 * click in the app closes the open menu. One row at every width (issue 24).
 */
export function SiteHeader() {
  const { m } = useWords(siteWords);
  const [open, setOpen] = useState(false);
  const navId = useId();
  const location = useLocation();
  const loginHref = useLoginHref();
  const header = useRef<HTMLElement>(null);
  const row = useRef<HTMLDivElement>(null);
  const ruler = useRef<HTMLDivElement>(null);
  useHeaderHeight(header);
  const folded = useNavFold(row, ruler);

  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    // Next tick: the click that opened the menu must not close it.
    const timer = setTimeout(() => document.addEventListener('click', close), 0);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  // A new page closes the menu too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation.
  useEffect(() => setOpen(false), [location.pathname]);

  return (
    <header
      className={
        folded
          ? 'site-header site-header--folded'
          : // Rendered at build time (no window to measure): header.css folds it below lg.
            typeof window === 'undefined'
            ? 'site-header site-header--unmeasured'
            : 'site-header'
      }
      ref={header}
    >
      <div className="site-header__inner" ref={row}>
        <Link className="site-brand" to={paths.home} aria-label={m.brandHome}>
          {m.brand}
        </Link>
        <button
          type="button"
          className="site-menu-button"
          aria-expanded={open}
          aria-controls={navId}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="site-menu-button__icon" aria-hidden="true" />
          <span className="site-menu-button__label">{m.menu}</span>
        </button>
        <nav
          id={navId}
          className={open ? 'site-nav site-nav--open' : 'site-nav'}
          aria-label={m.mainNav}
        >
          {/* The folded menu starts with what the viewer came for (issue 24). */}
          <FindLink className="site-find site-find--menu" />
          {NAV.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={'end' in item ? item.end : undefined}
              state={'state' in item ? item.state : undefined}
            >
              {m.nav[item.label]}
            </NavLink>
          ))}
          <AdminLink className="site-admin site-admin--menu" />
        </nav>
        {/* The navigation's width in one row, measured to decide whether it folds (header-fit.ts). */}
        <div className="site-nav-ruler" aria-hidden="true">
          <div className="site-nav-ruler__row" ref={ruler}>
            {NAV.map((item) => (
              <span key={item.to}>{m.nav[item.label]}</span>
            ))}
          </div>
        </div>
        <div className="site-account">
          <FindLink className="site-find site-find--bar" />
          <AdminLink className="site-admin site-admin--bar" />
          <AccountArea
            loginHref={loginHref}
            signupHref={paths.signup}
            afterLogout={paths.login}
            renderName={(user) => <MemberMenu fullName={user.full_name} />}
          />
        </div>
      </div>
    </header>
  );
}

/** "Find caregivers" for parents and visitors, "Find jobs" for caregivers. */
const FindLink = observer(function FindLink({ className }: { className: string }) {
  const { m } = useWords(siteWords);
  const { kind } = useViewer();
  return kind === 'caregiver' ? (
    <NavLink className={className} to={paths.jobs}>
      {m.findJobs}
    </NavLink>
  ) : (
    <NavLink className={className} to={paths.caregivers}>
      {m.findCare}
    </NavLink>
  );
});

/**
 * Logged in: Messages and the account menu (market-links.tsx). Loaded only for an account: a visitor's page
 * does not download the messaging store and its stream client (the site's main chunk, Lighthouse).
 */
const MemberLinksOfAccount = lazy(() => import('./market-links'));
function MemberMenu({ fullName }: { fullName: string }) {
  const { m } = useWords(siteWords);
  return (
    <Suspense
      fallback={
        <>
          <span className="site-market-link" aria-hidden="true">
            {m.messages}
          </span>
          <AccountMenuPlaceholder fullName={fullName} />
        </>
      }
    >
      <MemberLinksOfAccount />
    </Suspense>
  );
}

/**
 * interface §10: staff (an admin or a moderator) see a link to the operators' desk, in the
 * account area on wide screens and in the folded menu on narrow ones; members never do.
 */
const AdminLink = observer(function AdminLink({ className }: { className: string }) {
  const { m } = useWords(siteWords);
  const home = adminHome(useStaffRole());
  return home ? (
    <Link className={className} to={home}>
      {m.admin}
    </Link>
  ) : null;
});
