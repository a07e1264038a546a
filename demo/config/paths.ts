/** The site's routes (spec §2), typed once so pages and links never spell a path twice. */
export const paths = {
  home: '/',
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  signup: '/signup',
  signupParents: '/signup/parents',
  signupCaregiver: '/signup/caregiver',
  terms: '/term-and-condition',
  privacy: '/privacy-policy',
  notFound: '/404',
} as const;
