import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LoginForm } from '../../src/auth/login-form';
import { ForgotPasswordForm, ResetPasswordForm } from '../../src/auth/password-reset';
import { SignupForm } from '../../src/auth/signup-form';
import { DocumentsPanel } from '../../src/documents/documents-panel';
import { useKit } from '../../src/lib/kit-context';
import { formatPrice } from '../../src/plans/pricing';
import { loginReturningTo, paths } from '../config/paths';
import { Page } from './page';

/** Only paths inside the site may be returned to after login. */
const safeNext = (next: string | null) =>
  next?.startsWith('/') && !next.startsWith('//') ? next : undefined;

export const LoginPage = observer(function LoginPage() {
  const { store } = useKit();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const next = safeNext(search.get('next'));
  // interface §6: /login returns to the page that sent the visitor there.
  useEffect(() => {
    if (store.auth.isLoggedIn && next) navigate(next, { replace: true });
  }, [store.auth.isLoggedIn, next, navigate]);
  return (
    <Page title="Log in">
      <LoginForm forgotHref={paths.forgotPassword} />
      {store.auth.isLoggedIn ? (
        <p>
          <Link className="ftc-button" to={paths.dashboard}>
            Go to your dashboard
          </Link>
        </p>
      ) : (
        <p>
          New to FTC? <Link to={paths.signup}>Sign up</Link>
        </p>
      )}
    </Page>
  );
});

export function ForgotPasswordPage() {
  return (
    <Page title="Reset your password">
      <ForgotPasswordForm loginHref={paths.login} />
    </Page>
  );
}

export function ResetPasswordPage() {
  return (
    <Page title="Choose a new password">
      <ResetPasswordForm loginHref={paths.login} forgotHref={paths.forgotPassword} />
    </Page>
  );
}

export function SignupChoicePage() {
  return (
    <Page
      title="Sign up"
      lead="Join FTC as a parent looking for care, or as a caregiver offering it."
    >
      <div className="signup-choice">
        <Link className="signup-choice__option" to={paths.signupParents}>
          <strong>Parent</strong>
          <span>I am looking for childcare</span>
        </Link>
        <Link className="signup-choice__option" to={paths.signupCaregiver}>
          <strong>Caregiver</strong>
          <span>I offer childcare</span>
        </Link>
      </div>
      <p>
        Already have an account? <Link to={paths.login}>Log in</Link>
      </p>
    </Page>
  );
}

export function SignupPage({ accountType }: { accountType: 'parent' | 'caregiver' }) {
  return (
    <Page title={accountType === 'parent' ? 'Sign up as a parent' : 'Sign up as a caregiver'}>
      <SignupForm accountType={accountType} termsHref={paths.terms} privacyHref={paths.privacy} />
    </Page>
  );
}

/** The dashboard group exists for logged-in people only (spec §2, interface §6). */
export const RequireLogin = observer(function RequireLogin({
  children,
}: {
  children: React.ReactNode;
}) {
  const { store } = useKit();
  const location = useLocation();
  if (!store.auth.isLoggedIn)
    return <Navigate to={loginReturningTo(location.pathname + location.search)} replace />;
  return <>{children}</>;
});

interface Subscription {
  plan_id: string;
  plan_name?: string;
  interval?: string;
  status?: string;
  current_period_end?: string;
  auto_renew?: boolean;
}

export const DashboardPage = observer(function DashboardPage() {
  const { store } = useKit();
  const user = store.auth.user;
  const subscription = user?.subscription as Subscription | null | undefined;
  return (
    <Page title={`Hello, ${user?.full_name.split(' ')[0] ?? 'there'}`} wide>
      <div className="dashboard">
        <section className="dashboard__card" aria-labelledby="profile-heading">
          <h2 id="profile-heading">Your profile</h2>
          <dl className="ftc-summary">
            <dt>Name</dt>
            <dd>{user?.full_name}</dd>
            <dt>Email</dt>
            <dd>{user?.email}</dd>
            <dt>Mobile</dt>
            <dd>
              {user?.country_code} {user?.mobile}{' '}
              {Number(user?.is_mobile_verified) === 1 ? '(verified)' : '(not verified)'}
            </dd>
            <dt>Account</dt>
            <dd>{user?.type === 'service_provider' ? 'Caregiver' : 'Parent'}</dd>
          </dl>
        </section>
        <section className="dashboard__card" aria-labelledby="plan-heading">
          <h2 id="plan-heading">Your subscription</h2>
          {subscription ? (
            <>
              <p>
                <strong>{subscription.plan_name ?? subscription.plan_id}</strong>
                {subscription.interval
                  ? ` (${subscription.interval === 'year' ? 'yearly' : 'monthly'})`
                  : ''}
                : {subscription.status ?? 'active'}
              </p>
              {subscription.current_period_end ? (
                <p>
                  {subscription.auto_renew ? 'Renews' : 'Ends'} on{' '}
                  {new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(
                    new Date(subscription.current_period_end),
                  )}
                  .
                </p>
              ) : null}
            </>
          ) : (
            <>
              <p>You have no subscription yet. Plans start at {formatPrice(999, 'USD')} a month.</p>
              <Link className="ftc-button" to={paths.subscription} state={{ new: true }}>
                Choose a plan
              </Link>
            </>
          )}
        </section>
        <section className="dashboard__card dashboard__card--wide" aria-labelledby="docs-heading">
          <h2 id="docs-heading">Documents</h2>
          <DocumentsPanel showForm={false} />
          <p>
            <Link to={paths.uploadDocument}>Upload a document</Link>
          </p>
        </section>
      </div>
    </Page>
  );
});

export const UploadDocumentPage = observer(function UploadDocumentPage() {
  const { store } = useKit();
  const location = useLocation();
  return (
    <Page
      title="Upload a document"
      lead="Identity documents and certifications help families and caregivers trust each other."
    >
      {store.auth.isLoggedIn ? (
        <DocumentsPanel />
      ) : (
        <p>
          <Link className="ftc-button" to={loginReturningTo(location.pathname)}>
            Log in to upload documents
          </Link>
        </p>
      )}
    </Page>
  );
});
