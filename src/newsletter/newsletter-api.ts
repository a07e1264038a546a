import { NEWSLETTER_PATH } from '../contract/endpoints';
import type { ApiClient, ApiResponse } from '../lib/api-client';

/** interface §4: `POST /v1/users/add-newsletter` with `{ email }`; `message` is shown. */
export function subscribeToNewsletter(api: ApiClient, email: string): Promise<ApiResponse> {
  return api.post(NEWSLETTER_PATH, { email });
}
