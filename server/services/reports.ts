import type pg from 'pg';
import type { ReportReason } from '../../src/contract/admin-values';
import { jobShownSql, profileShownSql, reviewShownSql } from '../db/sql-fragments';

/** What a member reports (a message is reported by the safety check, not by a member). */
export type MemberReportKind = 'caregiver' | 'job' | 'review' | 'conversation';

export type ReportOutcome =
  | { ok: true; reportId: number }
  | { ok: false; problem: 'not_found' | 'own' | 'duplicate' };

/**
 * Each kind: the content's owner and whether the reporter may see it (`$1` the target, `$2` the
 * reporter). Hidden content, and content of a suspended or deleted account, is not found; a
 * conversation is found by its two participants only.
 */
const TARGETS: Record<MemberReportKind, string> = {
  caregiver: `select p.account_id::text as owner, p.published and ${profileShownSql('p')} as visible
                from caregiver_profiles p where p.id = $1`,
  job: `select j.parent_account_id::text as owner, ${jobShownSql('j')} as visible
          from jobs j where j.id = $1`,
  review: `select r.parent_account_id::text as owner,
                  ${reviewShownSql('r')} and p.published and ${profileShownSql('p')} as visible
             from reviews r join caregiver_profiles p on p.id = r.profile_id where r.id = $1`,
  conversation: `select null::text as owner, true as visible
                   from conversations c join caregiver_profiles p on p.id = c.profile_id
                  where c.id = $1 and $2::bigint in (c.parent_account_id, p.account_id)`,
};

/**
 * Members' reports of a caregiver profile, a job, a review or one of their conversations
 * (interface §10): one open report per member and target, never of one's own content.
 */
export class ReportService {
  constructor(private readonly pool: pg.Pool) {}

  async report(
    reporterAccountId: string,
    kind: MemberReportKind,
    targetId: number,
    input: { reason: ReportReason; details?: string | undefined },
  ): Promise<ReportOutcome> {
    const { rows } = await this.pool.query<{ owner: string | null; visible: boolean }>(
      TARGETS[kind],
      // Only the conversation's query names the reporter (`$2`): a parameter a query does not
      // use has no type, and PostgreSQL refuses it.
      kind === 'conversation' ? [targetId, reporterAccountId] : [targetId],
    );
    const target = rows[0];
    if (!target) return { ok: false, problem: 'not_found' };
    if (target.owner === String(reporterAccountId)) return { ok: false, problem: 'own' };
    if (!target.visible) return { ok: false, problem: 'not_found' };
    // The partial unique index of migration 031 decides between parallel reports: one row.
    const inserted = await this.pool.query<{ id: string }>(
      `insert into reports (source, reporter_account_id, target_kind, target_id, reason, details)
       values ('member', $1, $2, $3, $4, $5)
       on conflict (reporter_account_id, target_kind, target_id)
         where status = 'open' and source = 'member' do nothing
       returning id`,
      [reporterAccountId, kind, targetId, input.reason, input.details || null],
    );
    const id = inserted.rows[0]?.id;
    return id ? { ok: true, reportId: Number(id) } : { ok: false, problem: 'duplicate' };
  }
}
