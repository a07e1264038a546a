/**
 * Every API path (interface §4, spec §7), written once: the server registers its routes with
 * these and the client calls them. Lint (scripts/check-contract.mjs) refuses a `/v1` literal
 * anywhere else. Plain TypeScript, no dependency.
 */
export type AccountType = 'user' | 'service_provider';

/** spec §6: `type` compared case-insensitively with 'user' picks parents; anything else caregivers. */
export function accountTypeOf(type: string | null | undefined): AccountType {
  return (type ?? 'user').trim().toLowerCase() === 'user' ? 'user' : 'service_provider';
}

export const API_PREFIX = '/v1';

/** Where each account type's own calls live. */
export const ACCOUNT_PREFIX: Record<AccountType, string> = {
  user: '/v1/user',
  service_provider: '/v1/service-provider',
};

/** The public content lists come in two spellings of the audience (spec §7). */
export type ContentAudience = 'users' | 'service-providers';
export const CONTENT_AUDIENCES: readonly ContentAudience[] = ['users', 'service-providers'];

/** The auth routes under an account prefix (the server registers them relative to it). */
export const AUTH_ROUTES = {
  login: '/login',
  signup: '/signup',
  verifyMobile: '/verify-mobile',
  resendOtp: '/resend-otp',
  refresh: '/refresh-token',
  logout: '/logout',
  forgotPassword: '/forgot-password-web',
  resetPasswordWeb: '/reset-password-web',
  changePassword: '/reset-password',
} as const;

/** The profile under the prefix: `GET /v1/user` for parents, `…/profile` for caregivers. */
export const PROFILE_ROUTE: Record<AccountType, string> = {
  user: '',
  service_provider: '/profile',
};

// The suffixes of AUTH_ROUTES written out: this is in every widget bundle, the table is not.
export function authPaths(type: AccountType) {
  const base = ACCOUNT_PREFIX[type];
  return {
    login: `${base}/login`,
    signup: `${base}/signup`,
    resendOtp: `${base}/resend-otp`,
    profile: `${base}${PROFILE_ROUTE[type]}`,
    refresh: `${base}/refresh-token`,
    logout: `${base}/logout`,
    forgotPassword: `${base}/forgot-password-web`,
    resetPassword: `${base}/reset-password-web`,
  };
}

/** One verify-mobile endpoint for both account types (interface §4). */
export const VERIFY_MOBILE_PATH = '/v1/user/verify-mobile';
export const NEWSLETTER_PATH = '/v1/users/add-newsletter';

/** The site forms (`form` is the path's last part). */
export type FormPathName = 'connect' | 'concierge' | 'demo-request' | 'contact';

/**
 * Every other path of the API, by area, one export each (a bundle keeps only the areas its
 * element calls). Functions take the variable parts, unencoded.
 */
export const NEWSLETTER_PATHS = {
  signUp: NEWSLETTER_PATH,
  confirm: '/v1/users/newsletter/confirm',
} as const;

export const faqsPath = (audience: ContentAudience) => `/v1/${audience}/faqs`;

export const CONTENT_PATHS = {
  faqs: faqsPath,
  hows: (audience: ContentAudience) => `/v1/${audience}/hows`,
  spotlightVideos: '/v1/users/spotLight-videos',
  featuredVideos: '/v1/users/featured-videos',
  settings: '/v1/users/settings',
  businessData: '/v1/users/bussiness-data',
  staticPages: '/v1/user/static-content',
  staticPage: (slug: string) => `/v1/user/static-content/${encodeURIComponent(slug)}`,
  caregivers: '/v1/service-providers/sps',
  ads: '/v1/service-providers/ads',
  blogPosts: '/v1/users/blogs',
  blogPost: (slug: string) => `/v1/users/blogs/${encodeURIComponent(slug)}`,
} as const;

export const SUBSCRIPTION_PATHS = {
  plans: (type: AccountType) => `${ACCOUNT_PREFIX[type]}/subscription-plans`,
  buy: (type: AccountType) => `${ACCOUNT_PREFIX[type]}/buy-subscription`,
  addPromoCode: '/v1/users/add-promocode',
  removePromoCode: '/v1/users/remove-promocode',
  order: (orderId: string) => `/v1/checkout/${encodeURIComponent(orderId)}`,
} as const;

/** A member's plan and money (interface §9 "Plan and billing"). */
export const BILLING_PATHS = {
  billing: (type: AccountType) => `${ACCOUNT_PREFIX[type]}/billing`,
  cancel: (type: AccountType) => `${ACCOUNT_PREFIX[type]}/subscription/cancel`,
  resume: (type: AccountType) => `${ACCOUNT_PREFIX[type]}/subscription/resume`,
  change: (type: AccountType) => `${ACCOUNT_PREFIX[type]}/subscription/change`,
  paymentMethod: (type: AccountType) => `${ACCOUNT_PREFIX[type]}/billing/payment-method`,
  receipt: (orderId: string) => `/v1/orders/${encodeURIComponent(orderId)}/receipt`,
  stripeWebhook: '/v1/payments/stripe/webhook',
} as const;

/** A member's account, sessions, notifications and data (interface §9 "Account", "Your data"). */
export const ACCOUNT_PATHS = {
  account: (type: AccountType) => `${ACCOUNT_PREFIX[type]}/account`,
  email: (type: AccountType) => `${ACCOUNT_PREFIX[type]}/account/email`,
  emailConfirm: '/v1/account/email/confirm',
  mobile: (type: AccountType) => `${ACCOUNT_PREFIX[type]}/account/mobile`,
  mobileVerify: (type: AccountType) => `${ACCOUNT_PREFIX[type]}/account/mobile/verify`,
  password: (type: AccountType) => `${ACCOUNT_PREFIX[type]}/reset-password`,
  sessions: (type: AccountType) => `${ACCOUNT_PREFIX[type]}/sessions`,
  session: (type: AccountType, id: string) =>
    `${ACCOUNT_PREFIX[type]}/sessions/${encodeURIComponent(id)}`,
  endOtherSessions: (type: AccountType) => `${ACCOUNT_PREFIX[type]}/sessions/end-others`,
  notificationSettings: (type: AccountType) => `${ACCOUNT_PREFIX[type]}/notification-settings`,
  export: (type: AccountType) => `${ACCOUNT_PREFIX[type]}/account/export`,
  exportOne: (type: AccountType, id: string) =>
    `${ACCOUNT_PREFIX[type]}/account/export/${encodeURIComponent(id)}`,
  delete: (type: AccountType) => `${ACCOUNT_PREFIX[type]}/account/delete`,
  restore: '/v1/account/restore',
  /** One-click unsubscribe (RFC 8058): posted without a session, the token names the kind. */
  unsubscribe: (token: string) => `/v1/unsubscribe/${encodeURIComponent(token)}`,
} as const;

export const DOCUMENT_PATHS = {
  list: (type: AccountType) => `${ACCOUNT_PREFIX[type]}/documents`,
  one: (type: AccountType, id: string) =>
    `${ACCOUNT_PREFIX[type]}/documents/${encodeURIComponent(id)}`,
} as const;

/** A parent's optional photo: POST (multipart, `photo`) sets or replaces it, DELETE removes it. */
export const PARENT_PHOTO_PATH = '/v1/user/photo';

/** Where this server serves stored media (photos, video posters): `/media/<key>`. */
export const MEDIA_PATH_PREFIX = '/media/';

export const formPath = (form: FormPathName) => `/v1/forms/${form}`;

/** The marketplace's finding half (interface §7). */
export const CAREGIVER_PATHS = {
  search: '/v1/caregivers',
  one: (id: number | string) => `/v1/caregivers/${encodeURIComponent(String(id))}`,
  reviews: (id: number | string) => `/v1/caregivers/${encodeURIComponent(String(id))}/reviews`,
  ownProfile: '/v1/service-provider/caregiver-profile',
  /** The caregiver's photo: POST (multipart, `photo`) sets or replaces it, DELETE removes it. */
  photo: '/v1/service-provider/caregiver-profile/photo',
  reply: (reviewId: number | string) =>
    `/v1/service-provider/reviews/${encodeURIComponent(String(reviewId))}/reply`,
  favourites: '/v1/user/favourites',
  favourite: (caregiverId: number | string) =>
    `/v1/user/favourites/${encodeURIComponent(String(caregiverId))}`,
  adminDocuments: '/v1/admin/documents',
  adminDecision: (documentId: number | string) =>
    `/v1/admin/documents/${encodeURIComponent(String(documentId))}/decision`,
  /** The uploaded file, for an admin session (bearer); presigned storage links come later. */
  adminDocumentFile: (documentId: number | string) =>
    `/v1/admin/documents/${encodeURIComponent(String(documentId))}/file`,
} as const;

/** The marketplace's hiring half (interface §7): jobs, applications, decisions. */
export const JOB_PATHS = {
  /** The parent's own jobs (GET) and posting one (POST). */
  own: '/v1/user/jobs',
  ownOne: (id: number | string) => `/v1/user/jobs/${encodeURIComponent(String(id))}`,
  close: (id: number | string) => `/v1/user/jobs/${encodeURIComponent(String(id))}/close`,
  applications: (id: number | string) =>
    `/v1/user/jobs/${encodeURIComponent(String(id))}/applications`,
  applicationStatus: (applicationId: number | string) =>
    `/v1/user/applications/${encodeURIComponent(String(applicationId))}/status`,
  /** Open jobs for caregivers. */
  search: '/v1/jobs',
  one: (id: number | string) => `/v1/jobs/${encodeURIComponent(String(id))}`,
  apply: (id: number | string) => `/v1/jobs/${encodeURIComponent(String(id))}/applications`,
} as const;

/** Messaging between a parent and a caregiver, and the live stream (interface §7). */
export const CONVERSATION_PATHS = {
  /** The list (GET) and starting or continuing one (POST). */
  list: '/v1/conversations',
  messages: (id: number | string) => `/v1/conversations/${encodeURIComponent(String(id))}/messages`,
  block: (id: number | string) => `/v1/conversations/${encodeURIComponent(String(id))}/block`,
  report: (id: number | string) => `/v1/conversations/${encodeURIComponent(String(id))}/report`,
  /** The header's total of unread messages. */
  unread: '/v1/conversations/unread',
  stream: '/v1/stream',
  ticket: '/v1/stream/ticket',
} as const;

/** Bookings after the hire (interface §11). */
const bookingPath = (id: number | string, action: string) =>
  `/v1/bookings/${encodeURIComponent(String(id))}/${action}`;
export const BOOKING_PATHS = {
  /** A member's bookings (GET) and a parent's request (POST). */
  list: '/v1/bookings',
  accept: (id: number | string) => bookingPath(id, 'accept'),
  decline: (id: number | string) => bookingPath(id, 'decline'),
  cancel: (id: number | string) => bookingPath(id, 'cancel'),
  hours: (id: number | string) => bookingPath(id, 'hours'),
  approve: (id: number | string) => bookingPath(id, 'approve'),
  dispute: (id: number | string) => bookingPath(id, 'dispute'),
  /** The member's secret feed: GET shows it, POST makes a new one (the old one ends). */
  calendarLink: '/v1/bookings/calendar-link',
  calendarFeed: (token: string) => `/v1/bookings/calendar/${encodeURIComponent(token)}.ics`,
} as const;

/** The operators' desk (interface §10): every call needs a staff role. */
const one = (id: number | string) => encodeURIComponent(String(id));
export const ADMIN_PATHS = {
  accounts: '/v1/admin/accounts',
  account: (id: number | string) => `/v1/admin/accounts/${one(id)}`,
  suspend: (id: number | string) => `/v1/admin/accounts/${one(id)}/suspend`,
  unsuspend: (id: number | string) => `/v1/admin/accounts/${one(id)}/unsuspend`,
  staff: (accountId: number | string) => `/v1/admin/staff/${one(accountId)}`,
  reports: '/v1/admin/reports',
  resolveReport: (id: number | string) => `/v1/admin/reports/${one(id)}/resolve`,
  /** Content staff hid, to show and restore (`/admin`). */
  hidden: '/v1/admin/hidden',
  restoreHidden: (kind: string, id: number | string) =>
    `/v1/admin/hidden/${encodeURIComponent(kind)}/${one(id)}/restore`,
  orders: '/v1/admin/orders',
  refund: (orderId: string) => `/v1/admin/orders/${one(orderId)}/refund`,
  promoCodes: '/v1/admin/promo-codes',
  disablePromoCode: (code: string) => `/v1/admin/promo-codes/${one(code)}/disable`,
  faqs: '/v1/admin/faqs',
  faq: (id: number | string) => `/v1/admin/faqs/${one(id)}`,
  metrics: '/v1/admin/metrics',
  audit: '/v1/admin/audit',
} as const;

/** What members report (interface §10): a profile, a job, a review; conversations above. */
export const REPORT_PATHS = {
  caregiver: (id: number | string) => `/v1/caregivers/${one(id)}/report`,
  job: (id: number | string) => `/v1/jobs/${one(id)}/report`,
  review: (id: number | string) => `/v1/reviews/${one(id)}/report`,
  conversation: (id: number | string) => `/v1/conversations/${one(id)}/report`,
} as const;

/** All of them, for the server. */
export const PATHS = {
  health: '/v1/health',
  openapi: '/v1/openapi.json',
  newsletter: NEWSLETTER_PATHS,
  content: CONTENT_PATHS,
  subscriptions: SUBSCRIPTION_PATHS,
  billing: BILLING_PATHS,
  account: ACCOUNT_PATHS,
  documents: DOCUMENT_PATHS,
  forms: formPath,
  caregivers: CAREGIVER_PATHS,
  jobs: JOB_PATHS,
  conversations: CONVERSATION_PATHS,
  admin: ADMIN_PATHS,
  reports: REPORT_PATHS,
  parentPhoto: PARENT_PHOTO_PATH,
} as const;

/**
 * The same paths in Fastify's route syntax (`:slug`), for the server. Not under `/v1`: the
 * sandbox checkout page and the development outbox.
 */
export const ROUTES = {
  staticPage: '/v1/user/static-content/:slug',
  blogPost: '/v1/users/blogs/:slug',
  order: '/v1/checkout/:order_id',
  documentsUnderPrefix: '/documents',
  documentUnderPrefix: '/documents/:id',
  subscriptionPlansUnderPrefix: '/subscription-plans',
  buyUnderPrefix: '/buy-subscription',
  billingUnderPrefix: '/billing',
  cancelUnderPrefix: '/subscription/cancel',
  resumeUnderPrefix: '/subscription/resume',
  changeUnderPrefix: '/subscription/change',
  paymentMethodUnderPrefix: '/billing/payment-method',
  receipt: '/v1/orders/:order_id/receipt',
  devTick: '/dev/tick',
  checkoutPage: '/checkout/:order_id',
  checkoutCss: '/checkout/assets/checkout.css',
  /** The sandbox's card-update page (interface §9 `billing/payment-method`), by signed token. */
  paymentMethodPage: '/payment-method/:token',
  devOutbox: '/dev/outbox',
  caregiver: '/v1/caregivers/:id',
  caregiverReviews: '/v1/caregivers/:id/reviews',
  reviewReply: '/v1/service-provider/reviews/:id/reply',
  favourite: '/v1/user/favourites/:caregiver_id',
  adminDecision: '/v1/admin/documents/:id/decision',
  adminDocumentFile: '/v1/admin/documents/:id/file',
  ownJob: '/v1/user/jobs/:id',
  closeJob: '/v1/user/jobs/:id/close',
  jobApplications: '/v1/user/jobs/:id/applications',
  applicationStatus: '/v1/user/applications/:id/status',
  job: '/v1/jobs/:id',
  apply: '/v1/jobs/:id/applications',
  conversationMessages: '/v1/conversations/:id/messages',
  conversationBlock: '/v1/conversations/:id/block',
  conversationReport: '/v1/conversations/:id/report',
  accountUnderPrefix: '/account',
  accountEmailUnderPrefix: '/account/email',
  accountMobileUnderPrefix: '/account/mobile',
  accountMobileVerifyUnderPrefix: '/account/mobile/verify',
  accountEmailConfirm: '/v1/account/email/confirm',
  sessionsUnderPrefix: '/sessions',
  sessionUnderPrefix: '/sessions/:id',
  endOtherSessionsUnderPrefix: '/sessions/end-others',
  notificationSettingsUnderPrefix: '/notification-settings',
  unsubscribe: '/v1/unsubscribe/:token',
  exportUnderPrefix: '/account/export',
  exportOneUnderPrefix: '/account/export/:id',
  deleteAccountUnderPrefix: '/account/delete',
  restoreAccount: '/v1/account/restore',
  adminAccount: '/v1/admin/accounts/:id',
  adminSuspend: '/v1/admin/accounts/:id/suspend',
  adminUnsuspend: '/v1/admin/accounts/:id/unsuspend',
  adminStaff: '/v1/admin/staff/:account_id',
  adminResolveReport: '/v1/admin/reports/:id/resolve',
  adminRestoreHidden: '/v1/admin/hidden/:kind/:id/restore',
  adminRefund: '/v1/admin/orders/:order_id/refund',
  adminDisablePromoCode: '/v1/admin/promo-codes/:code/disable',
  adminFaq: '/v1/admin/faqs/:id',
  reportCaregiver: '/v1/caregivers/:id/report',
  reportJob: '/v1/jobs/:id/report',
  reportReview: '/v1/reviews/:id/report',
  /** A member's secret calendar feed: `:file` is `<token>.ics` (BOOKING_PATHS.calendarFeed). */
  bookingCalendarFeed: '/v1/bookings/calendar/:file',
  /** Any stored object by key (Fastify's wildcard: `params['*']`). */
  media: '/media/*',
} as const;
