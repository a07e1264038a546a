import {
  createBrowserRouter,
  isRouteErrorResponse,
  Link,
  NavLink,
  Outlet,
  RouterProvider,
  useLocation,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
import { AccountArea } from '../src/auth/account-area';
import { LoginForm } from '../src/auth/login-form';
import { ForgotPasswordForm, ResetPasswordForm } from '../src/auth/password-reset';
import { SignupForm } from '../src/auth/signup-form';
import { BusinessFacts, HowItWorks, Videos } from '../src/content/content-blocks';
import { FaqList } from '../src/faq/faq-list';
import { NewsletterForm } from '../src/newsletter/newsletter-form';
import { CheckoutResult } from '../src/plans/checkout-result';
import { SubscriptionTable } from '../src/plans/subscription-table';
import { paths } from './config/paths';

/** The site shell (spec §2): header with the account area, the page, the newsletter footer. */
function Layout() {
  return (
    <>
      <header className="site-header">
        <Link className="site-brand" to={paths.home}>
          FTC
        </Link>
        <nav className="site-nav" aria-label="Main">
          <NavLink to={paths.home} end>
            Home
          </NavLink>
          <NavLink to={paths.business}>About</NavLink>
          <NavLink to={paths.subscription} state={{ new: true }}>
            Subscription
          </NavLink>
          <NavLink to={paths.faq}>FAQ</NavLink>
        </nav>
        <AccountArea loginHref={paths.login} signupHref={paths.signup} afterLogout={paths.login} />
      </header>
      <main className="site-main">
        <Outlet />
      </main>
      <footer className="site-footer">
        <section className="site-newsletter" aria-labelledby="newsletter-heading">
          <h2 id="newsletter-heading">Get childcare tips and news</h2>
          <NewsletterForm />
        </section>
        <p className="site-disclaimer">
          FTC does not employ any caregiver and is not responsible for the conduct of any user.
          Profiles, jobs, applications and messages are written by users and are not verified by
          FTC: do your own diligence before you hire or take a job.
        </p>
        <p className="site-copyright">© 2022 FTC. All rights reserved.</p>
      </footer>
    </>
  );
}

function Home() {
  return (
    <>
      <section className="site-hero">
        <h1>Find trusted childcare</h1>
        <p>Parents meet caregivers they can rely on. Caregivers find families who need them.</p>
        <p className="site-cta">
          <Link className="ftc-button" to={paths.signup}>
            Get started
          </Link>
          <a href="/partner.html">See the embeddable widgets on a plain partner page</a>
        </p>
      </section>
      <section className="site-section" aria-labelledby="how-heading">
        <h2 id="how-heading">How it works</h2>
        <HowItWorks audience="users" />
      </section>
      <section className="site-section" aria-labelledby="spotlight-heading">
        <h2 id="spotlight-heading">In the spotlight</h2>
        <Videos kind="spotlight" />
      </section>
    </>
  );
}

function SubscriptionPage() {
  const location = useLocation();
  const fresh = (location.state as { new?: boolean } | null)?.new === true;
  return (
    <Page title="Subscription plans">
      <p>
        {fresh
          ? 'Pick the plan that fits your family. You can change or cancel it any time.'
          : 'Plans for parents.'}
      </p>
      <SubscriptionTable type="user" loginHref={paths.login} signupHref={paths.signup} />
      <h2>For caregivers</h2>
      <SubscriptionTable
        type="service_provider"
        loginHref={paths.login}
        signupHref={paths.signupCaregiver}
      />
    </Page>
  );
}

function CheckoutPage({ outcome }: { outcome: 'success' | 'fail' }) {
  const { orderId } = useParams();
  const [search] = useSearchParams();
  return (
    <Page title={outcome === 'success' ? 'Checkout' : 'Checkout not completed'}>
      <CheckoutResult
        orderId={orderId ?? search.get('order') ?? undefined}
        outcome={outcome}
        subscriptionHref={paths.subscription}
        loginHref={paths.login}
        dashboardHref={paths.dashboard}
      />
    </Page>
  );
}

function Page({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="site-page">
      <h1>{title}</h1>
      {children}
    </section>
  );
}

function NotFound() {
  return (
    <Page title="Page not found">
      <p>
        We could not find this page. <Link to={paths.home}>Go to the home page</Link>.
      </p>
    </Page>
  );
}

/** spec §8: unhandled routing errors show a generic view with this title. */
function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : (error as Error)?.message;
  return (
    <section className="site-page" role="alert">
      <h1>Unexpected Application Error!</h1>
      <p>{detail || 'Something went wrong.'}</p>
      <p>
        <a href={paths.home}>Go to the home page</a>
      </p>
    </section>
  );
}

const router = createBrowserRouter([
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.home, element: <Home /> },
      {
        path: paths.login,
        element: (
          <Page title="Log in">
            <LoginForm forgotHref={paths.forgotPassword} />
            <p>
              New to FTC? <Link to={paths.signup}>Sign up</Link>
            </p>
          </Page>
        ),
      },
      {
        path: paths.forgotPassword,
        element: (
          <Page title="Reset your password">
            <ForgotPasswordForm loginHref={paths.login} />
          </Page>
        ),
      },
      {
        path: paths.resetPassword,
        element: (
          <Page title="Reset your password">
            <ResetPasswordForm loginHref={paths.login} forgotHref={paths.forgotPassword} />
          </Page>
        ),
      },
      {
        path: paths.signup,
        element: (
          <Page title="Sign up">
            <SignupForm termsHref={paths.terms} privacyHref={paths.privacy} />
          </Page>
        ),
      },
      {
        path: paths.signupParents,
        element: (
          <Page title="Sign up as a parent">
            <SignupForm accountType="parent" termsHref={paths.terms} privacyHref={paths.privacy} />
          </Page>
        ),
      },
      {
        path: paths.signupCaregiver,
        element: (
          <Page title="Sign up as a caregiver">
            <SignupForm
              accountType="caregiver"
              termsHref={paths.terms}
              privacyHref={paths.privacy}
            />
          </Page>
        ),
      },
      {
        path: paths.faq,
        element: (
          <Page title="Frequently asked questions">
            <h2>For parents</h2>
            <FaqList audience="users" />
            <h2>For caregivers</h2>
            <FaqList audience="service-providers" />
          </Page>
        ),
      },
      { path: paths.subscription, element: <SubscriptionPage /> },
      {
        path: paths.business,
        element: (
          <Page title="About FTC">
            <BusinessFacts />
          </Page>
        ),
      },
      { path: paths.checkoutSuccess, element: <CheckoutPage outcome="success" /> },
      { path: paths.checkoutSuccessCustomer, element: <CheckoutPage outcome="success" /> },
      { path: paths.checkoutFail, element: <CheckoutPage outcome="fail" /> },
      { path: '*', element: <NotFound /> },
    ],
  },
]);

export function App() {
  return <RouterProvider router={router} />;
}
