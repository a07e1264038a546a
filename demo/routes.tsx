import type { ComponentType } from 'react';
import {
  isRouteErrorResponse,
  Navigate,
  Outlet,
  type RouteObject,
  useRouteError,
} from 'react-router';
import { useMessages } from '../src/i18n/use-messages';
import { paths } from './config/paths';
import { PageSpinner } from './layout/page-spinner';
import { ProgressBar } from './layout/progress-bar';
import { SiteFooter } from './layout/site-footer';
import { SiteHeader } from './layout/site-header';
import { siteMessages } from './messages';
import { PageLoadError, withTimeout } from './page-loader';

/** A lazily loaded page: its module comes with the first visit (spec §2). */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await withTimeout(load())) });
}

const marketing = () => import('./pages/marketing');
const account = () => import('./pages/account');
const info = () => import('./pages/info');
const caregivers = () => import('./pages/caregivers');
const caregiverProfile = () => import('./pages/caregiver-profile');
const profileEditor = () => import('./pages/profile-editor');
const favourites = () => import('./pages/favourites');
const adminDocuments = () => import('./pages/admin-documents');
const jobs = () => import('./pages/jobs');
const messages = () => import('./pages/messages');

function Layout() {
  const { m } = useMessages(siteMessages);
  return (
    <>
      <ProgressBar />
      <a className="skip-link" href="#main">
        {m.skipToContent}
      </a>
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}

/** Unhandled routing errors (spec §8), and page chunks that failed to load, with a way out. */
export function RouteError() {
  const error = useRouteError();
  const { m } = useMessages(siteMessages);
  if (error instanceof PageLoadError) {
    return (
      <section className="site-page" role="alert">
        <h1>{m.loadErrorTitle}</h1>
        <p>{m.loadErrorLead}</p>
        <p>
          <button type="button" className="ftc-button" onClick={() => window.location.reload()}>
            {m.tryAgain}
          </button>
        </p>
      </section>
    );
  }
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : (error as Error | undefined)?.message;
  return (
    <section className="site-page" role="alert">
      <h1>{m.unexpectedTitle}</h1>
      <p>{detail || m.unexpectedFallback}</p>
      <p>
        <a href={paths.home}>{m.goHome}</a>
      </p>
    </section>
  );
}

function StaticRoute(slug: string): RouteObject['lazy'] {
  return page(info, (module) => () => <module.StaticContentPage slug={slug} />);
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    HydrateFallback: PageSpinner,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { path: paths.home, lazy: page(marketing, (m) => m.HomePage) },
          { path: paths.login, lazy: page(account, (m) => m.LoginPage) },
          { path: paths.forgotPassword, lazy: page(account, (m) => m.ForgotPasswordPage) },
          { path: paths.resetPassword, lazy: page(account, (m) => m.ResetPasswordPage) },
          { path: paths.signup, lazy: page(account, (m) => m.SignupChoicePage) },
          {
            path: paths.signupParents,
            lazy: page(account, (m) => () => <m.SignupPage accountType="parent" />),
          },
          {
            path: paths.signupCaregiver,
            lazy: page(account, (m) => () => <m.SignupPage accountType="caregiver" />),
          },
          { path: paths.faq, lazy: page(info, (m) => m.FaqPage) },
          { path: paths.connect, lazy: page(marketing, (m) => m.ConnectPage) },
          { path: paths.subscription, lazy: page(info, (m) => m.SubscriptionPage) },
          {
            path: paths.onboardingOccasionally,
            lazy: page(marketing, (m) => m.OnboardingOccasionallyPage),
          },
          { path: paths.caregiver, lazy: page(marketing, (m) => m.CaregiverPage) },
          { path: paths.business, lazy: page(marketing, (m) => m.BusinessPage) },
          { path: paths.contact, lazy: page(marketing, (m) => m.ContactPage) },
          { path: paths.terms, lazy: StaticRoute('term-and-condition') },
          { path: paths.guardianContract, lazy: StaticRoute('guardian-contract') },
          { path: paths.rbtContract, lazy: StaticRoute('rbt-contract') },
          { path: paths.privacy, lazy: StaticRoute('privacy-policy') },
          { path: paths.parents, lazy: page(marketing, (m) => m.ParentsPage) },
          {
            path: paths.checkoutSuccess,
            lazy: page(info, (m) => () => <m.CheckoutPage outcome="success" />),
          },
          {
            path: paths.checkoutSuccessCustomer,
            lazy: page(info, (m) => () => <m.CheckoutPage outcome="success" />),
          },
          {
            path: paths.checkoutFail,
            lazy: page(info, (m) => () => <m.CheckoutPage outcome="fail" />),
          },
          { path: paths.uploadDocument, lazy: page(account, (m) => m.UploadDocumentPage) },
          { path: paths.blog, lazy: page(info, (m) => m.BlogPage) },
          { path: paths.blogPost, lazy: page(info, (m) => m.BlogPostPage) },
          { path: paths.widgets, lazy: page(info, (m) => m.WidgetsPage) },
          { path: paths.notFound, lazy: page(info, (m) => m.NotFoundPage) },
          { path: paths.caregivers, lazy: page(caregivers, (m) => m.CaregiverSearchPage) },
          {
            path: paths.caregiverProfile,
            lazy: page(caregiverProfile, (m) => m.CaregiverProfilePage),
          },
          { path: paths.adminDocuments, lazy: page(adminDocuments, (m) => m.AdminDocumentsPage) },
          { path: paths.jobs, lazy: page(jobs, (m) => m.JobsPage) },
          { path: paths.jobNew, lazy: page(jobs, (m) => m.NewJobPage) },
          { path: paths.job, lazy: page(jobs, (m) => m.JobDetailPage) },
          {
            path: paths.dashboard,
            lazy: page(account, (m) => () => (
              <m.RequireLogin>
                <Outlet />
              </m.RequireLogin>
            )),
            children: [
              { index: true, lazy: page(account, (m) => m.DashboardPage) },
              {
                path: paths.dashboardProfile,
                lazy: page(profileEditor, (m) => m.ProfileEditorPage),
              },
              {
                path: paths.dashboardFavourites,
                lazy: page(favourites, (m) => m.FavouritesPage),
              },
              {
                path: paths.dashboardMessages,
                lazy: page(messages, (m) => m.ConversationsPage),
              },
              {
                path: paths.dashboardNewMessage,
                lazy: page(messages, (m) => m.NewConversationPage),
              },
              { path: paths.dashboardThread, lazy: page(messages, (m) => m.ThreadPage) },
              // interface §6: logged in, an unknown path under /dashboard goes to /404.
              { path: '*', element: <Navigate to={paths.notFound} replace /> },
            ],
          },
          { path: '*', lazy: page(info, (m) => m.NotFoundPage) },
        ],
      },
    ],
  },
];
