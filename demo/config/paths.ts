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
  dashboardFavourites: '/dashboard/favourites',
  adminDocuments: '/admin/documents',
  widgets: '/widgets',
  notFound: '/404',
} as const;

export const blogPostPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

export const caregiverPath = (id: number | string) =>
  `/caregivers/${encodeURIComponent(String(id))}`;

/** The login page, coming back to `next` afterwards. */
export const loginReturningTo = (next: string) => `${paths.login}?next=${encodeURIComponent(next)}`;

export const SOCIAL_LINKS = [
  { name: 'Facebook', href: 'https://www.facebook.com/' },
  { name: 'Instagram', href: 'https://www.instagram.com/' },
  { name: 'X', href: 'https://x.com/' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/' },
];
