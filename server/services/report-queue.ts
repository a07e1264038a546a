import type pg from 'pg';
import type { ReportTargetKind } from '../../src/contract/admin-values';
import { ADMIN_PAGE_SIZE } from '../../src/contract/admin-values';
import { REPORT_EXCERPT_MAX, REPORT_MESSAGES_SHOWN } from '../../src/contract/report-values';
import type { ReportItem, ReportMessage } from '../../src/contract/reports';
import { firstNameSql, isoMsSql, isoSql } from '../db/sql-fragments';

const short = (text: string) => `left(${text}, ${REPORT_EXCERPT_MAX})`;

/**
 * What staff see of a report's target (alias `t`): its excerpt, the owner's account, whether it
 * is hidden, and its conversation (for a conversation or a message), computed whether or not the
 * content is hidden. `kind` and `id` are SQL (columns or `$n`); `reporter` the reporter's account
 * id (a conversation's owner is its other participant).
 */
export const targetSql = (kind: string, id: string, reporter: string) => `lateral (
    select ${short("coalesce(nullif(btrim(p.headline), ''), btrim(p.first_name || ' ' || p.last_initial))")} as excerpt,
           p.account_id as owner_id, p.hidden_at is not null as hidden, null::bigint as conversation_id
      from caregiver_profiles p where ${kind} = 'caregiver' and p.id = ${id}
    union all
    select ${short('j.title')}, j.parent_account_id, j.hidden_at is not null, null
      from jobs j where ${kind} = 'job' and j.id = ${id}
    union all
    select ${short('rv.body')}, rv.parent_account_id, rv.hidden_at is not null, null
      from reviews rv where ${kind} = 'review' and rv.id = ${id}
    union all
    select ${short("coalesce((select lm.body from messages lm where lm.conversation_id = c.id order by lm.id desc limit 1), '')")},
           case ${reporter} when c.parent_account_id then cp.account_id
                            when cp.account_id then c.parent_account_id end,
           false, c.id
      from conversations c join caregiver_profiles cp on cp.id = c.profile_id
     where ${kind} = 'conversation' and c.id = ${id}
    union all
    select ${short('m.body')},
           case m.sender when 'parent' then mc.parent_account_id else mp.account_id end,
           m.hidden_at is not null, mc.id
      from messages m join conversations mc on mc.id = m.conversation_id
      join caregiver_profiles mp on mp.id = mc.profile_id
     where ${kind} = 'message' and m.id = ${id}
  ) t on true`;

interface ReportRow extends Omit<ReportItem, 'target' | 'messages'> {
  target_kind: ReportTargetKind;
  target_id: number;
  excerpt: string | null;
  owner_id: number | null;
  owner_name: string | null;
  hidden: boolean | null;
  conversation_id: number | null;
  total: number;
}

/** The staff's queue of reports (interface §10 `GET /v1/admin/reports`). */
export class ReportQueue {
  constructor(private readonly pool: pg.Pool) {}

  /** Open: oldest first; resolved: newest resolution first. 25 a page. */
  async list(status: 'open' | 'resolved', page: number) {
    const order =
      status === 'open' ? 'r.created_at, r.id' : 'r.resolved_at desc nulls last, r.id desc';
    const { rows } = await this.pool.query<ReportRow>(
      `select r.id::int as id, r.target_kind, r.target_id::int as target_id, r.reason, r.details,
              r.source,
              case when r.source = 'automatic' then null else ${firstNameSql('rep')} end
                as reporter_first_name,
              ${isoSql('r.created_at')} as created_at, r.status, r.resolution,
              ${isoSql('r.resolved_at')} as resolved_at,
              t.excerpt, t.owner_id::int as owner_id, o.full_name as owner_name, t.hidden,
              t.conversation_id::int as conversation_id,
              count(*) over ()::int as total
         from reports r
         left join accounts rep on rep.id = r.reporter_account_id
         left join ${targetSql('r.target_kind', 'r.target_id', 'r.reporter_account_id')}
         left join accounts o on o.id = t.owner_id
        where r.status = $1
        order by ${order}
        limit $2 offset $3`,
      [status, ADMIN_PAGE_SIZE, (page - 1) * ADMIN_PAGE_SIZE],
    );
    let total = rows[0]?.total;
    if (total === undefined) {
      const counted = await this.pool.query<{ total: number }>(
        'select count(*)::int as total from reports where status = $1',
        [status],
      );
      total = counted.rows[0]?.total ?? 0;
    }
    const threads = await this.lastMessages(
      rows.flatMap((row) => (row.conversation_id === null ? [] : [row.conversation_id])),
    );
    const items: ReportItem[] = rows.map((row) => ({
      id: row.id,
      target: {
        kind: row.target_kind,
        id: row.target_id,
        excerpt: row.excerpt ?? '',
        owner: row.owner_id === null ? null : { id: row.owner_id, full_name: row.owner_name ?? '' },
        hidden: Boolean(row.hidden),
      },
      reason: row.reason,
      details: row.details,
      source: row.source,
      reporter_first_name: row.reporter_first_name,
      created_at: row.created_at,
      status: row.status,
      resolution: row.resolution,
      resolved_at: row.resolved_at,
      ...(row.conversation_id === null ? {} : { messages: threads.get(row.conversation_id) ?? [] }),
    }));
    return { items, total, page, page_size: ADMIN_PAGE_SIZE };
  }

  /** The last 20 messages of each conversation, oldest first, hidden ones marked. */
  private async lastMessages(conversationIds: number[]): Promise<Map<number, ReportMessage[]>> {
    const threads = new Map<number, ReportMessage[]>();
    if (conversationIds.length === 0) return threads;
    const { rows } = await this.pool.query<ReportMessage & { conversation_id: number }>(
      `select conversation_id::int as conversation_id, id::int as id, sender, body, created_at, hidden, flags
         from (select m.conversation_id, m.id, m.sender, m.body, ${isoMsSql('m.created_at')} as created_at,
                      m.hidden_at is not null as hidden, m.flags,
                      row_number() over (partition by m.conversation_id order by m.id desc) as rank
                 from messages m where m.conversation_id = any($1::bigint[])) last
        where rank <= $2
        order by conversation_id, id`,
      [[...new Set(conversationIds)], REPORT_MESSAGES_SHOWN],
    );
    for (const { conversation_id, ...message } of rows) {
      const thread = threads.get(conversation_id) ?? [];
      thread.push(message);
      threads.set(conversation_id, thread);
    }
    return threads;
  }
}
