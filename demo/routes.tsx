import { type ComponentType, useRef } from 'react';
import {
  isRouteErrorResponse,
  Navigate,
  Outlet,
  type RouteObject,
  ScrollRestoration,
  useRouteError,
} from 'react-router';
import { useWords } from '../src/i18n/use-words';
import { paths } from './config/paths';
import { usePageFocus } from './layout/page-focus';
import { PageSpinner } from './layout/page-spinner';
import { ProgressBar } from './layout/progress-bar';
import { SiteFooter } from './layout/site-footer';
import { SiteHeader } from './layout/site-header';
import { PageLoadError, withTimeout } from './page-loader';
import { siteWords } from './words';

/** The site's page modules, by file name: each comes with the first visit to one of its routes (spec §2). */
const PAGES = {
  marketing: () => import('./pages/marketing'),
  account: () => import('./pages/account'),
  info: () => import('./pages/info'),
  caregivers: () => import('./pages/caregivers'),
  'caregiver-profile': () => import('./pages/caregiver-profile'),
  'profile-editor': () => import('./pages/profile-editor'),
  favourites: () => import('./pages/favourites'),
  'admin-documents': () => import('./pages/admin-documents'),
  'admin-metrics': () => import('./pages/admin-metrics'),
  'admin-orders': () => import('./pages/admin-orders'),
  'admin-promo-codes': () => import('./pages/admin-promo-codes'),
  'admin-faqs': () => import('./pages/admin-faqs'),
  jobs: () => import('./pages/jobs'),
  'job-detail': () => import('./pages/job-detail'),
  messages: () => import('./pages/messages'),
  billing: () => import('./pages/billing'),
  bookings: () => import('./pages/bookings'),
  settings: () => import('./pages/settings'),
  'account-links': () => import('./pages/account-links'),
  'admin-accounts': () => import('./pages/admin-accounts'),
  'admin-account': () => import('./pages/admin-account'),
  'admin-reports': () => import('./pages/admin-reports'),
  'admin-audit': () => import('./pages/admin-audit'),
};
export type PageName = keyof typeof PAGES;
type PageModule<N extends PageName> = Awaited<ReturnType<(typeof PAGES)[N]>>;

/**
 * A route's page, loaded lazily; `handle.page` names its module, so that the server can hint the
 * browser to fetch it with the site's own code (vite.config.ts, route-preloads.json).
 */
function page<N extends PageName>(
  name: N,
  pick: (module: PageModule<N>) => ComponentType,
): Pick<RouteObject, 'lazy' | 'handle'> {
  return {
    lazy: async () => {
      const load = PAGES[name] as () => Promise<PageModule<N>>;
      return { Component: pick(await withTimeout(load())) };
    },
    handle: { page: name },
  };
}

/**
 * The frame of every page. `<ScrollRestoration />` (issue 24): a new page opens at its top, Back
 * and Forward return to where the reader was (by history entry, kept in sessionStorage); focus
 * goes to the new page's heading (page-focus.tsx).
 */
function Layout() {
  const { m } = useWords(siteWords);
  const main = useRef<HTMLElement>(null);
  usePageFocus(main);
  return (
    <>
      <ScrollRestoration />
      <ProgressBar />
      <a className="skip-link" href="#main">
        {m.skipToContent}
      </a>
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1} ref={main}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}

/** Unhandled routing errors (spec §8), and page chunks that failed to load, with a way out. */
export function RouteError() {
  const error = useRouteError();
  const { m } = useWords(siteWords);
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

function StaticRoute(slug: string) {
  return page('info', (module) => () => <module.StaticContentPage slug={slug} />);
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    HydrateFallback: PageSpinner,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { path: paths.home, ...page('marketing', (m) => m.HomePage) },
          { path: paths.login, ...page('account', (m) => m.LoginPage) },
          { path: paths.forgotPassword, ...page('account', (m) => m.ForgotPasswordPage) },
          { path: paths.resetPassword, ...page('account', (m) => m.ResetPasswordPage) },
          { path: paths.signup, ...page('account', (m) => m.SignupChoicePage) },
          {
            path: paths.signupParents,
            ...page('account', (m) => () => <m.SignupPage accountType="parent" />),
          },
          {
            path: paths.signupCaregiver,
            ...page('account', (m) => () => <m.SignupPage accountType="caregiver" />),
          },
          { path: paths.faq, ...page('info', (m) => m.FaqPage) },
          { path: paths.connect, ...page('marketing', (m) => m.ConnectPage) },
          { path: paths.subscription, ...page('info', (m) => m.SubscriptionPage) },
          {
            path: paths.onboardingOccasionally,
            ...page('marketing', (m) => m.OnboardingOccasionallyPage),
          },
          { path: paths.caregiver, ...page('marketing', (m) => m.CaregiverPage) },
          { path: paths.business, ...page('marketing', (m) => m.BusinessPage) },
          { path: paths.contact, ...page('marketing', (m) => m.ContactPage) },
          { path: paths.terms, ...StaticRoute('term-and-condition') },
          { path: paths.guardianContract, ...StaticRoute('guardian-contract') },
          { path: paths.rbtContract, ...StaticRoute('rbt-contract') },
          { path: paths.privacy, ...StaticRoute('privacy-policy') },
          { path: paths.parents, ...page('marketing', (m) => m.ParentsPage) },
          {
            path: paths.checkoutSuccess,
            ...page('info', (m) => () => <m.CheckoutPage outcome="success" />),
          },
          {
            path: paths.checkoutSuccessCustomer,
            ...page('info', (m) => () => <m.CheckoutPage outcome="success" />),
          },
          {
            path: paths.checkoutFail,
            ...page('info', (m) => () => <m.CheckoutPage outcome="fail" />),
          },
          { path: paths.uploadDocument, ...page('account', (m) => m.UploadDocumentPage) },
          { path: paths.blog, ...page('info', (m) => m.BlogPage) },
          { path: paths.blogPost, ...page('info', (m) => m.BlogPostPage) },
          { path: paths.widgets, ...page('info', (m) => m.WidgetsPage) },
          { path: paths.notFound, ...page('info', (m) => m.NotFoundPage) },
          { path: paths.caregivers, ...page('caregivers', (m) => m.CaregiverSearchPage) },
          {
            path: paths.caregiverProfile,
            ...page('caregiver-profile', (m) => m.CaregiverProfilePage),
          },
          { path: paths.adminDocuments, ...page('admin-documents', (m) => m.AdminDocumentsPage) },
          { path: paths.admin, ...page('admin-metrics', (m) => m.AdminMetricsPage) },
          { path: paths.adminOrders, ...page('admin-orders', (m) => m.AdminOrdersPage) },
          {
            path: paths.adminPromoCodes,
            ...page('admin-promo-codes', (m) => m.AdminPromoCodesPage),
          },
          { path: paths.adminFaqs, ...page('admin-faqs', (m) => m.AdminFaqsPage) },
          { path: paths.confirmEmail, ...page('account-links', (m) => m.ConfirmEmailPage) },
          { path: paths.restoreAccount, ...page('account-links', (m) => m.RestoreAccountPage) },
          { path: paths.jobs, ...page('jobs', (m) => m.JobsPage) },
          { path: paths.jobNew, ...page('jobs', (m) => m.NewJobPage) },
          { path: paths.job, ...page('job-detail', (m) => m.JobDetailPage) },
          { path: paths.adminAccounts, ...page('admin-accounts', (m) => m.AdminAccountsPage) },
          { path: paths.adminAccount, ...page('admin-account', (m) => m.AdminAccountPage) },
          { path: paths.adminReports, ...page('admin-reports', (m) => m.AdminReportsPage) },
          { path: paths.adminAudit, ...page('admin-audit', (m) => m.AdminAuditPage) },
          {
            path: paths.dashboard,
            ...page('account', (m) => () => (
              <m.RequireLogin>
                <Outlet />
              </m.RequireLogin>
            )),
            children: [
              { index: true, ...page('account', (m) => m.DashboardPage) },
              {
                path: paths.dashboardProfile,
                ...page('profile-editor', (m) => m.ProfileEditorPage),
              },
              {
                path: paths.dashboardProfileStart,
                ...page('profile-editor', (m) => m.ProfileBuilderPage),
              },
              {
                path: paths.dashboardFavourites,
                ...page('favourites', (m) => m.FavouritesPage),
              },
              {
                path: paths.dashboardMessages,
                ...page('messages', (m) => m.ConversationsPage),
              },
              {
                path: paths.dashboardNewMessage,
                ...page('messages', (m) => m.NewConversationPage),
              },
              { path: paths.dashboardThread, ...page('messages', (m) => m.ThreadPage) },
              { path: paths.dashboardBookings, ...page('bookings', (m) => m.BookingsPage) },
              { path: paths.dashboardBilling, ...page('billing', (m) => m.BillingPage) },
              { path: paths.dashboardReceipt, ...page('billing', (m) => m.ReceiptPage) },
              { path: paths.dashboardSettings, ...page('settings', (m) => m.SettingsPage) },
              // interface §6: logged in, an unknown path under /dashboard goes to /404.
              { path: '*', element: <Navigate to={paths.notFound} replace /> },
            ],
          },
          { path: '*', ...page('info', (m) => m.NotFoundPage) },
        ],
      },
    ],
  },
];
