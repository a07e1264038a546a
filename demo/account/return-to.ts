import { useLocation } from 'react-router';
import { loginReturningTo, paths } from '../config/paths';

/** Pages a login never returns to: the account pages themselves, and the home page. */
const NOT_RETURNED_TO: readonly string[] = [
  paths.home,
  paths.login,
  paths.signup,
  paths.signupParents,
  paths.signupCaregiver,
  paths.forgotPassword,
  paths.resetPassword,
];

/**
 * The header's "Log in" link: back to the page the visitor is on (issue 24: a visitor reading
 * a caregiver's profile logs in and is on that profile again), else plain /login, whose login
 * goes to the dashboard.
 */
export function useLoginHref(): string {
  const { pathname, search } = useLocation();
  const path = pathname.replace(/\/+$/, '') || '/';
  return NOT_RETURNED_TO.includes(path) ? paths.login : loginReturningTo(path + search);
}
