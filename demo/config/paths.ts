/** The site's routes (spec §2, interface §6), typed once so no path is spelled twice. */
export const paths = {
  home: '/',
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  signup: '/signup',
  signupParents: '/signup/parents',
  signupCaregiver: '/signup/caregiver',
  faq: '/faq',
  connect: '/connect',
  subscription: '/subscription',
  onboardingOccasionally: '/onboarding-occasionally',
  caregiver: '/caregiver',
  business: '/business',
  contact: '/contact-us',
  terms: '/term-and-condition',
  guardianContract: '/guardian-contract',
  rbtContract: '/rbt-contract',
  privacy: '/privacy-policy',
  parents: '/parents',
  checkoutSuccess: '/checkout-success/:orderId',
  checkoutSuccessCustomer: '/checkout-success-customer/:orderId',
  checkoutFail: '/checkout-fail',
  uploadDocument: '/upload-document',
  blog: '/blog',
  blogPost: '/blog/:slug',
  dashboard: '/dashboard',
  caregivers: '/caregivers',
  caregiverProfile: '/caregivers/:id',
  dashboardProfile: '/dashboard/profile',
  /** The caregiver's step-by-step profile builder (issue 24's onboarding). */
  dashboardProfileStart: '/dashboard/profile/start',
  dashboardFavourites: '/dashboard/favourites',
  adminDocuments: '/admin/documents',
  /** The operators' desk (interface §10): the figures, orders, promo codes, FAQs. */
  admin: '/admin',
  adminOrders: '/admin/orders',
  adminPromoCodes: '/admin/promo-codes',
  adminFaqs: '/admin/faqs',
  jobs: '/jobs',
  jobNew: '/jobs/new',
  job: '/jobs/:id',
  dashboardMessages: '/dashboard/messages',
  dashboardNewMessage: '/dashboard/messages/new',
  dashboardThread: '/dashboard/messages/:id',
  dashboardBilling: '/dashboard/billing',
  dashboardReceipt: '/dashboard/billing/receipts/:orderId',
  dashboardBookings: '/dashboard/bookings',
  dashboardSettings: '/dashboard/settings',
  /** The desk's accounts, reports and audit (demo/admin/admin-pages.ts: who may open each). */
  adminAccounts: '/admin/accounts',
  adminAccount: '/admin/accounts/:id',
  adminReports: '/admin/reports',
  adminAudit: '/admin/audit',
  /** The emailed links of interface §9 (server: PUBLIC_URL + these). */
  confirmEmail: '/confirm-email',
  restoreAccount: '/account/restore',
  widgets: '/widgets',
  notFound: '/404',
} as const;

export const blogPostPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

export const caregiverPath = (id: number | string) =>
  `/caregivers/${encodeURIComponent(String(id))}`;

/** One account on the operators' desk. */
export const adminAccountPath = (id: number | string) =>
  `/admin/accounts/${encodeURIComponent(String(id))}`;

export const jobPath = (id: number | string) => `/jobs/${encodeURIComponent(String(id))}`;

/** A printable receipt of one order (interface §9). */
export const receiptPath = (orderId: string) =>
  `/dashboard/billing/receipts/${encodeURIComponent(orderId)}`;

export const threadPath = (id: number | string) =>
  `/dashboard/messages/${encodeURIComponent(String(id))}`;

/** The composer of a first message: to a caregiver (a parent), or about an application. */
export const newMessagePath = (
  to:
    | { caregiver: number | string; application?: number | string }
    | { application: number | string },
) => {
  const query = new URLSearchParams();
  if ('caregiver' in to) query.set('caregiver', String(to.caregiver));
  if (to.application !== undefined) query.set('application', String(to.application));
  return `${paths.dashboardNewMessage}?${query}`;
};

/** The plans, coming back to `next` once a plan is bought (demo/market/after-checkout.ts). */
export const plansReturningTo = (next: string) =>
  `${paths.subscription}?next=${encodeURIComponent(next)}`;

/** The login page, coming back to `next` afterwards. */
export const loginReturningTo = (next: string) => `${paths.login}?next=${encodeURIComponent(next)}`;

export const SOCIAL_LINKS = [
  { name: 'Facebook', href: 'https://www.facebook.com/' },
  { name: 'Instagram', href: 'https://www.instagram.com/' },
  { name: 'X', href: 'https://x.com/' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/' },
];
