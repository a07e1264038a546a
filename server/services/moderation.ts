import type pg from 'pg';
import type { ReportAction, ReportTargetKind } from '../../src/contract/admin-values';
import { ADMIN_PAGE_SIZE } from '../../src/contract/admin-values';
import type { HiddenKind } from '../../src/contract/report-values';
import type { HiddenItem } from '../../src/contract/reports';
import { isoSql, NOW_SQL } from '../db/sql-fragments';
import { inTransaction } from '../db/transaction';
import { translate } from '../i18n';
import type { AccountRow } from './accounts';
import { recordAudit } from './audit';
import { languageOrEnglish } from './billing-emails';
import { targetSql } from './report-queue';
import type { SuspensionService } from './suspensions';
import type { EmailTransport } from './transports';

/** The table of each kind staff can hide. */
const TABLES: Record<HiddenKind, string> = {
  caregiver: 'caregiver_profiles',
  job: 'jobs',
  review: 'reviews',
  message: 'messages',
};

type Actor = AccountRow;

export type ResolveOutcome =
  | { ok: true; resolution: ReportAction; together: number }
  | { ok: false; problem: 'not_found' | 'already' | 'hide_conversation' | 'owner_gone' };

export interface ModerationDeps {
  pool: pg.Pool;
  suspensions: Pick<SuspensionService, 'suspend'>;
  email: EmailTransport;
  warn: (message: string) => void;
}

/**
 * Staff resolving reports (dismiss, hide the content, suspend its owner) and restoring hidden
 * content (interface §10). Each action and its audit row commit together; the reporters are
 * emailed after the commit, in their language, that their report was reviewed (never what
 * happened to the other member).
 */
export class ModerationService {
  constructor(private readonly deps: ModerationDeps) {}

  async resolve(
    actor: Actor,
    reportId: number,
    action: ReportAction,
    reason: string,
  ): Promise<ResolveOutcome> {
    const outcome = await inTransaction(this.deps.pool, async (client) => {
      const { rows } = await client.query<{
        status: string;
        target_kind: ReportTargetKind;
        target_id: string;
        owner_id: string | null;
      }>(
        `select r.status, r.target_kind, r.target_id::text as target_id, t.owner_id::text as owner_id
           from reports r left join ${targetSql('r.target_kind', 'r.target_id', 'r.reporter_account_id')}
          where r.id = $1 for update of r`,
        [reportId],
      );
      const report = rows[0];
      if (!report) return { ok: false, problem: 'not_found' } as const;
      if (report.status !== 'open') return { ok: false, problem: 'already' } as const;
      const { target_kind: kind, target_id: targetId } = report;
      if (action === 'hide') {
        if (kind === 'conversation') return { ok: false, problem: 'hide_conversation' } as const;
        await client.query(
          `update ${TABLES[kind]} set hidden_at = ${NOW_SQL}, hidden_by = $2, hidden_reason = $3
            where id = $1 and hidden_at is null`,
          [targetId, actor.id, reason],
        );
      }
      if (action === 'suspend') {
        const suspended = report.owner_id
          ? await this.deps.suspensions.suspend(client, actor, report.owner_id, {
              reason,
              until: null,
            })
          : 'not_found';
        if (suspended === 'not_found') return { ok: false, problem: 'owner_gone' } as const;
      }
      // Every open report of the same content is resolved with this one.
      const resolved = await client.query<{ id: string; reporter_account_id: string | null }>(
        `update reports set status = 'resolved', resolution = $3, resolution_reason = $4,
                resolved_by = $5, resolved_at = ${NOW_SQL}
          where status = 'open' and target_kind = $1 and target_id = $2
          returning id::text as id, reporter_account_id::text as reporter_account_id`,
        [kind, targetId, action, reason, actor.id],
      );
      const together = resolved.rows.map((row) => row.id).filter((id) => id !== String(reportId));
      await recordAudit(client, {
        actor,
        action: 'report.resolve',
        target: { kind: 'report', id: reportId },
        reason,
        details: {
          action,
          content: { kind, id: Number(targetId) },
          owner_account_id: report.owner_id === null ? null : Number(report.owner_id),
          resolved_together: together.map(Number),
        },
      });
      const reporters = resolved.rows.flatMap((row) =>
        row.reporter_account_id === null ? [] : [row.reporter_account_id],
      );
      return { ok: true, resolution: action, together: together.length, reporters } as const;
    });
    if (!outcome.ok) return outcome;
    await this.thankReporters(outcome.reporters);
    return { ok: true, resolution: outcome.resolution, together: outcome.together };
  }

  /** "We reviewed your report", to each member reporter still with us, in their language. */
  private async thankReporters(accountIds: string[]): Promise<void> {
    if (accountIds.length === 0) return;
    const { rows } = await this.deps.pool.query<{
      email: string;
      full_name: string;
      language: string;
    }>(
      `select email, full_name, language from accounts
        where id = any($1::bigint[]) and deleted_at is null and erased_at is null`,
      [[...new Set(accountIds)]],
    );
    for (const row of rows) {
      const language = languageOrEnglish(row.language);
      await this.deps.email
        .send({
          to: row.email,
          subject: translate(language, 'reports.emailSubject'),
          body: translate(language, 'reports.emailBody', {
            name: row.full_name.trim().split(/\s+/)[0] ?? '',
          }),
        })
        .catch((error: unknown) =>
          this.deps.warn(`a report-reviewed email was not sent: ${String(error)}`),
        );
    }
  }

  /** Hidden content, newest hidden first, 25 a page, with its excerpt and owner. */
  async hidden(page: number): Promise<{
    items: HiddenItem[];
    total: number;
    page: number;
    page_size: number;
  }> {
    const union = (Object.keys(TABLES) as HiddenKind[])
      .map(
        (kind) =>
          `select '${kind}'::text as kind, x.id, x.hidden_at, x.hidden_by, x.hidden_reason
             from ${TABLES[kind]} x where x.hidden_at is not null`,
      )
      .join('\n union all\n');
    const { rows } = await this.deps.pool.query<
      Omit<HiddenItem, 'owner'> & {
        owner_id: number | null;
        owner_name: string | null;
        total: number;
      }
    >(
      `select h.kind, h.id::int as id, coalesce(t.excerpt, '') as excerpt,
              t.owner_id::int as owner_id, o.full_name as owner_name,
              ${isoSql('h.hidden_at')} as hidden_at, h.hidden_by::int as hidden_by,
              h.hidden_reason as reason, count(*) over ()::int as total
         from (${union}) h
         left join ${targetSql('h.kind', 'h.id', 'null::bigint')}
         left join accounts o on o.id = t.owner_id
        order by h.hidden_at desc, h.kind, h.id desc
        limit $1 offset $2`,
      [ADMIN_PAGE_SIZE, (page - 1) * ADMIN_PAGE_SIZE],
    );
    let total = rows[0]?.total;
    if (total === undefined) {
      const counted = await this.deps.pool.query<{ total: number }>(
        `select count(*)::int as total from (${union}) h`,
      );
      total = counted.rows[0]?.total ?? 0;
    }
    return {
      items: rows.map(({ owner_id, owner_name, total: _total, ...item }) => ({
        ...item,
        owner: owner_id === null ? null : { id: owner_id, full_name: owner_name ?? '' },
      })),
      total,
      page,
      page_size: ADMIN_PAGE_SIZE,
    };
  }

  /** Shows hidden content again; false when it is not hidden (or not there). */
  async restore(actor: Actor, kind: HiddenKind, id: number, reason: string): Promise<boolean> {
    return inTransaction(this.deps.pool, async (client) => {
      const { rows } = await client.query<{ hidden_reason: string | null }>(
        `update ${TABLES[kind]} x set hidden_at = null, hidden_by = null, hidden_reason = null
           from (select id, hidden_reason from ${TABLES[kind]}
                  where id = $1 and hidden_at is not null for update) old
          where x.id = old.id
          returning old.hidden_reason`,
        [id],
      );
      if (rows.length === 0) return false;
      await recordAudit(client, {
        actor,
        action: 'content.restore',
        target: { kind, id },
        reason,
        details: { hidden_reason: rows[0]?.hidden_reason ?? null },
      });
      return true;
    });
  }
}
