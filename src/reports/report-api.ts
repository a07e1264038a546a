import type { ReportReason } from '../contract/admin-values';
import { REPORT_PATHS } from '../contract/endpoints';
import { type ApiClient, resultsOf } from '../lib/api-client';

// mirrors src/contract/reports.ts (i23-reports): a member's report and its answer (interface §10).
export interface ReportBody {
  reason: ReportReason;
  /** At most REPORT_DETAILS_MAX characters; left out when empty. */
  details?: string;
}
export interface ReportCreated {
  report_id: number;
}

/** What a member can report from the site: a profile, a job, a review, a conversation. */
export type ReportableKind = keyof typeof REPORT_PATHS;

/**
 * Sends a member's report of `kind` `id`. A second report of the same target while the first is
 * open answers 409, whose message (the server's words) the ApiError carries.
 */
export async function sendReport(
  api: ApiClient,
  kind: ReportableKind,
  id: number | string,
  body: ReportBody,
  fallback: string,
): Promise<ReportCreated> {
  return resultsOf(await api.post<ReportCreated>(REPORT_PATHS[kind](id), body), fallback);
}
