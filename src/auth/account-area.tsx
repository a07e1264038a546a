import { observer } from 'mobx-react-lite';
import { type ReactNode, useState } from 'react';
import { useWords } from '../i18n/use-words';
import { useKit } from '../lib/kit-context';
import { usePathname, webAddress } from '../lib/location';
import { sessionCode } from '../lib/session-code';
import type { User } from '../stores/auth-store';
import { Spinner } from '../ui/spinner';
import { accountWords } from './words';

export const LOGOUT_EVENT = 'ftc-logout';

export interface AccountAreaProps {
  loginHref?: string | undefined;
  signupHref?: string | undefined;
  /** Where to go after logging out (an `http:` or `https:` address); none: stay. */
  afterLogout?: string | undefined;
  /**
   * Logged in, what shows the member (default: their full name as text). The site passes its
   * account menu here: the name opens it, and "Log out" stays beside it.
   */
  renderName?: ((user: User) => ReactNode) | undefined;
}

/** The page a link leads to; undefined for a link within this page (`#login`). */
const pathOf = (href: string): string | undefined => {
  if (href.startsWith('#')) return undefined;
  try {
    return new URL(href, window.location.href).pathname.replace(/\/+$/, '') || '/';
  } catch {
    return undefined;
  }
};

/**
 * The header account area (spec §2): logged in, the user's name and "Log out"; logged out,
 * "Log in" on sign-up pages, "Sign up" on the login page, both elsewhere.
 */
export const AccountArea = observer(function AccountArea({
  loginHref = '/login',
  signupHref = '/signup',
  afterLogout,
  renderName,
}: AccountAreaProps) {
  const { store, api, emit } = useKit();
  const path = usePathname().replace(/\/+$/, '') || '/';
  const [leaving, setLeaving] = useState(false);
  const { m } = useWords(accountWords);
  const { auth } = store;

  async function logOut() {
    if (leaving) return;
    setLeaving(true);
    try {
      // Loaded with the click (a restored session has loaded it already, to check it).
      const { endSession } = await sessionCode.load();
      await endSession(store, api);
      emit(LOGOUT_EVENT, {});
      // Only a web address: `after-logout="javascript:…"` is ignored (the page stays).
      const next = webAddress(afterLogout);
      if (next) window.location.assign(next);
    } finally {
      setLeaving(false);
    }
  }

  if (auth.isLoggedIn && auth.user) {
    return (
      <div className="ftc-account" part="container">
        {renderName ? (
          renderName(auth.user)
        ) : (
          <span className="ftc-account__name" part="name">
            {auth.user.full_name}
          </span>
        )}
        <button
          type="button"
          className="ftc-button-secondary"
          part="button"
          aria-disabled={leaving || undefined}
          onClick={() => void logOut()}
        >
          {leaving ? <Spinner /> : null}
          <span>{m.logOut}</span>
        </button>
      </div>
    );
  }

  const onSignupPage =
    path === pathOf(signupHref) ||
    path.startsWith(`${pathOf(signupHref)}/`) ||
    path.startsWith('/signup');
  const onLoginPage = path === pathOf(loginHref) || path === '/login';
  return (
    <nav className="ftc-account" part="container" aria-label={m.area}>
      {onLoginPage ? null : (
        <a className="ftc-button-secondary" part="button login" href={loginHref}>
          {m.logIn}
        </a>
      )}
      {onSignupPage ? null : (
        <a className="ftc-button" part="button signup" href={signupHref}>
          {m.signUp}
        </a>
      )}
    </nav>
  );
});
