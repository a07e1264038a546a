import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LoginForm } from '../../src/auth/login-form';
import { ForgotPasswordForm, ResetPasswordForm } from '../../src/auth/password-reset';
import { SignupForm } from '../../src/auth/signup-form';
import { DocumentsPanel } from '../../src/documents/documents-panel';
import { useWords } from '../../src/i18n/use-words';
import { useKit } from '../../src/lib/kit-context';
import {
  BookingsCard,
  FindCard,
  MessagesCard,
  PlanCard,
  ProfileCard,
  SettingsCard,
} from '../account/dashboard-cards';
import { CaregiverFirstStep, ParentFirstStep } from '../account/first-steps';
import {
  LOGIN_TYPE_KEY,
  type LoginType,
  LoginTypeChoice,
  savedLoginType,
} from '../account/login-type';
import { NextSteps } from '../account/next-steps';
import { accountPageWords } from '../account-words';
import { loginReturningTo, paths } from '../config/paths';
import { Page } from './page';

/** Only paths inside the site may be returned to after login. */
const safeNext = (next: string | null) =>
  next?.startsWith('/') && !next.startsWith('//') ? next : undefined;

export const LoginPage = observer(function LoginPage() {
  const { store } = useKit();
  const { m } = useWords(accountPageWords);
  const [type, setType] = useState<LoginType>(savedLoginType);
  const choose = (next: LoginType) => {
    setType(next);
    try {
      localStorage.setItem(LOGIN_TYPE_KEY, next);
    } catch {
      // Private mode: the choice holds for this visit only.
    }
  };
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const next = safeNext(search.get('next'));
  // interface §6: /login returns to the page that sent the visitor there, else the dashboard
  // (issue 24: never left on /login).
  useEffect(() => {
    if (store.auth.isLoggedIn) navigate(next ?? paths.dashboard, { replace: true });
  }, [store.auth.isLoggedIn, next, navigate]);
  return (
    <Page title={m.loginTitle}>
      {store.auth.isLoggedIn ? null : <LoginTypeChoice value={type} onChange={choose} />}
      {/* A new form per kind: the OTP step belongs to the endpoint that asked for it. */}
      <LoginForm key={type} type={type} forgotHref={paths.forgotPassword} />
      {store.auth.isLoggedIn ? (
        <p>
          <Link className="ftc-button" to={paths.dashboard}>
            {m.dashboardLink}
          </Link>
        </p>
      ) : (
        <p>
          {m.newToFtc} <Link to={paths.signup}>{m.signUp}</Link>
        </p>
      )}
    </Page>
  );
});

export function ForgotPasswordPage() {
  const { m } = useWords(accountPageWords);
  return (
    <Page title={m.forgotTitle}>
      <ForgotPasswordForm loginHref={paths.login} />
    </Page>
  );
}

export function ResetPasswordPage() {
  const { m } = useWords(accountPageWords);
  return (
    <Page title={m.resetTitle}>
      <ResetPasswordForm loginHref={paths.login} forgotHref={paths.forgotPassword} />
    </Page>
  );
}

export function SignupChoicePage() {
  const { m } = useWords(accountPageWords);
  return (
    <Page title={m.signupTitle} lead={m.signupLead}>
      <div className="signup-choice">
        <Link className="signup-choice__option" to={paths.signupParents}>
          <strong>{m.parent}</strong>
          <span>{m.parentLead}</span>
        </Link>
        <Link className="signup-choice__option" to={paths.signupCaregiver}>
          <strong>{m.caregiver}</strong>
          <span>{m.caregiverLead}</span>
        </Link>
      </div>
      <p>
        {m.haveAccount} <Link to={paths.login}>{m.logIn}</Link>
      </p>
    </Page>
  );
}

export function SignupPage({ accountType }: { accountType: 'parent' | 'caregiver' }) {
  const { m } = useWords(accountPageWords);
  return (
    <Page title={accountType === 'parent' ? m.signupParent : m.signupCaregiver}>
      <SignupForm
        accountType={accountType}
        termsHref={paths.terms}
        privacyHref={paths.privacy}
        welcomeNext={accountType === 'parent' ? <ParentFirstStep /> : <CaregiverFirstStep />}
      />
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

export const DashboardPage = observer(function DashboardPage() {
  const { store } = useKit();
  const { m, fill } = useWords(accountPageWords);
  const user = store.auth.user;
  return (
    <Page title={fill(m.hello, { name: user?.full_name.split(' ')[0] ?? m.there })} wide>
      <div className="dashboard">
        <NextSteps />
        <ProfileCard />
        <PlanCard />
        <MessagesCard />
        <BookingsCard />
        <FindCard />
        <section className="dashboard__card dashboard__card--wide" aria-labelledby="docs-heading">
          <h2 id="docs-heading">{m.documents}</h2>
          {/* One heading: the card's ("Your documents"), not the panel's too. */}
          <DocumentsPanel showForm={false} listHeading={false} />
          <p>
            <Link className="ftc-button-secondary" to={paths.uploadDocument}>
              {m.uploadLink}
            </Link>
          </p>
        </section>
        <SettingsCard />
      </div>
    </Page>
  );
});

export const UploadDocumentPage = observer(function UploadDocumentPage() {
  const { store } = useKit();
  const { m } = useWords(accountPageWords);
  const location = useLocation();
  return (
    <Page title={m.uploadTitle} lead={m.uploadLead}>
      {store.auth.isLoggedIn ? (
        <DocumentsPanel />
      ) : (
        <p>
          <Link className="ftc-button" to={loginReturningTo(location.pathname)}>
            {m.loginToUpload}
          </Link>
        </p>
      )}
    </Page>
  );
});
