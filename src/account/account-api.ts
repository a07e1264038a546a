import { ACCOUNT_PATHS, type AccountType } from '../contract/endpoints';
import { type ApiClient, resultsOf, successOf } from '../lib/api-client';
import { useApiResource } from '../lib/use-api-resource';
import type { RootStore } from '../stores/root-store';
import type {
  AccountSession,
  AccountUser,
  ExportStarted,
  NotificationSettings,
  PasswordChanged,
} from './account-types';

// A member's account and data (interface §9 "Account", "Your data"): the calls the settings
// sections make. Each answers what it got and the server's sentence (for the toast); none of
// the components holds a path.

export interface Answer<T> {
  results: T;
  message: string;
}

async function call<T>(
  api: ApiClient,
  method: string,
  path: string,
  fallback: string,
  body?: unknown,
): Promise<Answer<T>> {
  const response = await api.request<T>(method, path, body === undefined ? {} : { body });
  return { results: resultsOf(response, fallback), message: response.body.message };
}

/** For the calls whose `results` may be absent: only the sentence. */
async function send(
  api: ApiClient,
  method: string,
  path: string,
  fallback: string,
  body?: unknown,
): Promise<string> {
  const response = await api.request(method, path, body === undefined ? {} : { body });
  return successOf(response, fallback).message;
}

export const saveName = (api: ApiClient, type: AccountType, fullName: string, fallback: string) =>
  call<AccountUser>(api, 'PATCH', ACCOUNT_PATHS.account(type), fallback, { full_name: fullName });

export const changeEmail = (
  api: ApiClient,
  type: AccountType,
  body: { email: string; password: string },
  fallback: string,
) => send(api, 'POST', ACCOUNT_PATHS.email(type), fallback, body);

export const changeMobile = (
  api: ApiClient,
  type: AccountType,
  body: { country_code: string; mobile: string; password: string },
  fallback: string,
) => send(api, 'POST', ACCOUNT_PATHS.mobile(type), fallback, body);

/** The number changes once verified; the answer may carry the user with the new number. */
export async function verifyMobile(
  api: ApiClient,
  type: AccountType,
  otp: string,
  fallback: string,
): Promise<Answer<AccountUser | undefined>> {
  const response = await api.request<AccountUser>('POST', ACCOUNT_PATHS.mobileVerify(type), {
    body: { otp },
  });
  const { results, message } = successOf(response, fallback);
  return { results: results?.full_name ? results : undefined, message };
}

export const changePassword = (
  api: ApiClient,
  type: AccountType,
  body: { current_password: string; password: string },
  fallback: string,
) => call<PasswordChanged>(api, 'POST', ACCOUNT_PATHS.password(type), fallback, body);

/** `GET {prefix}/sessions`, cached page-wide. */
export const useSessions = (type: AccountType, failure: string) =>
  useApiResource<AccountSession[]>(ACCOUNT_PATHS.sessions(type), failure);

/** The list again, once a call ended sessions (a new password ends every other one). */
export function reloadSessions(
  api: ApiClient,
  store: RootStore,
  type: AccountType,
  fallback: string,
) {
  const path = ACCOUNT_PATHS.sessions(type);
  if (!store.cache.has(path)) return;
  void store.cache.load(
    path,
    async () => resultsOf(await api.get<AccountSession[]>(path), fallback),
    true,
  );
}

export const endSessionById = (api: ApiClient, type: AccountType, id: string, fallback: string) =>
  send(api, 'DELETE', ACCOUNT_PATHS.session(type, id), fallback);

export const endOtherSessions = (api: ApiClient, type: AccountType, fallback: string) =>
  send(api, 'POST', ACCOUNT_PATHS.endOtherSessions(type), fallback, {});

/** `GET {prefix}/notification-settings`, cached page-wide. */
export const useNotificationSettings = (type: AccountType, failure: string) =>
  useApiResource<NotificationSettings>(ACCOUNT_PATHS.notificationSettings(type), failure);

export const saveNotificationSettings = (
  api: ApiClient,
  type: AccountType,
  settings: NotificationSettings,
  fallback: string,
) =>
  call<NotificationSettings>(
    api,
    'PUT',
    ACCOUNT_PATHS.notificationSettings(type),
    fallback,
    settings,
  );

export const startExport = (api: ApiClient, type: AccountType, fallback: string) =>
  call<ExportStarted>(api, 'POST', ACCOUNT_PATHS.export(type), fallback, {});

export const deleteAccount = (
  api: ApiClient,
  type: AccountType,
  password: string,
  fallback: string,
) => send(api, 'POST', ACCOUNT_PATHS.delete(type), fallback, { password });
