import { ADMIN_PATHS, CONTENT_AUDIENCES, type ContentAudience } from '../contract/endpoints';
import { type ApiClient, resultsOf, successOf } from '../lib/api-client';
import { useApiResource } from '../lib/use-api-resource';

/** Whose FAQ list: parents (`users`) or caregivers (`service-providers`). */
export { CONTENT_AUDIENCES, type ContentAudience };

// mirrors src/contract/admin-content.ts and admin-content-values.ts (i23-content): the FAQ desk.
export const FAQ_LIMITS = { question: 300, answer: 5000, position: 10_000 } as const;

export interface AdminFaq {
  id: number;
  audience: ContentAudience;
  question: string;
  /** The cleaned HTML, as the public list shows it. */
  answer: string;
  position: number;
  updated_at: string;
}
export interface FaqBody {
  audience: ContentAudience;
  question: string;
  answer: string;
  position: number;
  reason?: string;
}

export const useAdminFaqs = (enabled: boolean, failure: string) =>
  useApiResource<AdminFaq[]>(enabled ? ADMIN_PATHS.faqs : null, failure);

export async function createFaq(
  api: ApiClient,
  body: FaqBody,
  fallback: string,
): Promise<AdminFaq> {
  return resultsOf(await api.post<AdminFaq>(ADMIN_PATHS.faqs, body), fallback);
}

/** Saves the whole FAQ (a move is a save at a new position). */
export async function updateFaq(
  api: ApiClient,
  id: number,
  body: FaqBody,
  fallback: string,
): Promise<AdminFaq> {
  return resultsOf(await api.request<AdminFaq>('PUT', ADMIN_PATHS.faq(id), { body }), fallback);
}

export async function deleteFaq(api: ApiClient, id: number, fallback: string): Promise<void> {
  successOf(await api.request('DELETE', ADMIN_PATHS.faq(id)), fallback);
}
