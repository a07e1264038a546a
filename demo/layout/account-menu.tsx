import {
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Link, useLocation } from 'react-router';
import { useWords } from '../../src/i18n/use-words';
import { Avatar as UiAvatar } from '../../src/ui/avatar';
import { paths } from '../config/paths';
import { siteWords } from '../words';

/**
 * The account menu's entries (issue 24; "Bookings", issue 25). A parent also finds their own jobs
 * here (a caregiver has "Find jobs" in the bar).
 */
export const ACCOUNT_MENU = [
  { key: 'dashboard', to: paths.dashboard },
  { key: 'jobs', to: paths.jobs, parentOnly: true },
  { key: 'profile', to: paths.dashboardProfile },
  { key: 'messages', to: paths.dashboardMessages },
  { key: 'bookings', to: paths.dashboardBookings },
  { key: 'billing', to: paths.dashboardBilling },
  { key: 'settings', to: paths.dashboardSettings },
] as const;

/** The member's avatar in the header: the shared Avatar (photo, else initials), name beside it. */
export function Avatar({ name, photo }: { name: string; photo?: string | null | undefined }) {
  return <UiAvatar name={name} photoUrl={photo} size={34} nameBeside className="site-avatar" />;
}

const entriesOf = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

/**
 * The header's account menu: a WAI-ARIA menu button (https://www.w3.org/WAI/ARIA/apg/patterns/menu-button/)
 * with the member's avatar and full name. Enter, Space or ↓ open it on the first entry, ↑ on the
 * last; ↑ ↓ Home End move; Escape closes it and returns focus to the button; Tab, a click
 * outside or a new page close it. The button's name is the full name (the bar may shorten it, a
 * phone shows the initials); the open panel starts with the full name and the account type, a
 * row outside the menu's entries (spec §2: the header shows the full name).
 */
export function AccountMenu({
  fullName,
  photo,
  unread = 0,
  unreadLabel,
  parent = false,
  accountType,
}: {
  fullName: string;
  /** A parent's menu lists their jobs too. */
  parent?: boolean;
  /** The account type named under the full name in the open panel. */
  accountType?: 'parent' | 'caregiver' | undefined;
  photo?: string | null | undefined;
  /** Unread messages: a badge on the button and on "Messages". */
  unread?: number;
  /** The name of "Messages" with its count ("Messages, 2 unread"). */
  unreadLabel?: string;
}) {
  const { m } = useWords(siteWords);
  const [open, setOpen] = useState(false);
  const buttonId = useId();
  const menuId = useId();
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  /** Which entry takes focus when the menu opens: the first, or the last (↑). */
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const location = useLocation();

  const items = () => entriesOf(menu.current);

  // The menu opens on an entry (the pattern's "focus moves into the menu"), as soon as it is
  // committed: Preact (the site's runtime) runs a passive effect after the next paint, so a key
  // pressed at once (Escape) would be undone by a focus that came after it.
  useLayoutEffect(() => {
    if (!open) return;
    const list = entriesOf(menu.current);
    (focusOnOpen.current === 'last' ? list[list.length - 1] : list[0])?.focus();
  }, [open]);

  // A press outside closes it (focus stays where the press put it).
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open]);

  // A new page closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation.
  useEffect(() => setOpen(false), [location.pathname]);

  const openOn = (where: 'first' | 'last') => {
    focusOnOpen.current = where;
    if (open) {
      const list = items();
      (where === 'last' ? list[list.length - 1] : list[0])?.focus();
    } else setOpen(true);
  };

  const onButtonKey = (event: ReactKeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openOn('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openOn('last');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const onMenuKey = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => list[(index + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        move(at + 1);
        break;
      case 'ArrowUp':
        move(at - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(list.length - 1);
        break;
      case 'Escape':
        setOpen(false);
        button.current?.focus();
        break;
      case 'Tab':
        // Focus goes on to the next control of the page ("Log out"); the menu closes.
        setOpen(false);
        return;
      default:
        return;
    }
    event.preventDefault();
  };

  const label = (key: (typeof ACCOUNT_MENU)[number]['key']): ReactNode => {
    if (key === 'dashboard') return m.dashboard;
    if (key === 'jobs') return m.jobs;
    if (key === 'messages') {
      return unread > 0 ? (
        <>
          <span className="ftc-visually-hidden">{unreadLabel ?? m.messages}</span>
          <span aria-hidden="true">{m.messages}</span>
          <span className="msg-badge" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        </>
      ) : (
        m.messages
      );
    }
    return m.accountMenu[key];
  };

  return (
    <div className="site-account-menu" ref={box}>
      <button
        ref={button}
        id={buttonId}
        type="button"
        className="site-account-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        title={fullName}
        onClick={() => (open ? setOpen(false) : openOn('first'))}
        onKeyDown={onButtonKey}
      >
        <Avatar name={fullName} photo={photo} />
        <span className="site-account-menu__name">{fullName}</span>
        {unread > 0 ? <span className="site-account-menu__dot" aria-hidden="true" /> : null}
        <span className="site-account-menu__caret" aria-hidden="true" />
      </button>
      <div className="site-account-menu__list" hidden={!open}>
        {/* Who is logged in: not an entry (no focus, not in the menu's arrows). */}
        {open ? (
          <div className="site-account-menu__who">
            <span className="site-account-menu__full-name">{fullName}</span>
            {accountType ? (
              <span className="site-account-menu__type">{m.accountTypes[accountType]}</span>
            ) : null}
          </div>
        ) : null}
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          hidden={!open}
          onKeyDown={onMenuKey}
        >
          {ACCOUNT_MENU.filter((item) => parent || !('parentOnly' in item)).map((item) => (
            <Link
              key={item.key}
              role="menuitem"
              className="site-account-menu__item"
              tabIndex={-1}
              to={item.to}
              aria-current={location.pathname === item.to ? 'page' : undefined}
              onClick={() => setOpen(false)}
            >
              {label(item.key)}
            </Link>
          ))}
        </div>
      </div>
    </div>
  );
}

/** The account menu before its chunk has come: the same button, closed (no layout shift). */
export function AccountMenuPlaceholder({ fullName }: { fullName: string }) {
  return (
    <div className="site-account-menu">
      <button
        type="button"
        className="site-account-menu__button"
        aria-haspopup="menu"
        aria-expanded={false}
        aria-disabled="true"
        title={fullName}
      >
        <Avatar name={fullName} />
        <span className="site-account-menu__name">{fullName}</span>
        <span className="site-account-menu__caret" aria-hidden="true" />
      </button>
    </div>
  );
}
