/** The API paths of interface §4 and spec §7, by account type. */
export type AccountType = 'user' | 'service_provider';

/** spec §6: `type` compared case-insensitively with 'user' picks parents; anything else caregivers. */
export function accountTypeOf(type: string | null | undefined): AccountType {
  return (type ?? 'user').trim().toLowerCase() === 'user' ? 'user' : 'service_provider';
}

export function authPaths(type: AccountType) {
  const base = type === 'user' ? '/v1/user' : '/v1/service-provider';
  return {
    login: `${base}/login`,
    signup: `${base}/signup`,
    resendOtp: `${base}/resend-otp`,
    profile: type === 'user' ? '/v1/user' : '/v1/service-provider/profile',
    refresh: `${base}/refresh-token`,
    logout: `${base}/logout`,
    forgotPassword: `${base}/forgot-password-web`,
    resetPassword: `${base}/reset-password-web`,
  };
}

/** One verify-mobile endpoint for both account types (interface §4). */
export const VERIFY_MOBILE_PATH = '/v1/user/verify-mobile';
export const NEWSLETTER_PATH = '/v1/users/add-newsletter';
