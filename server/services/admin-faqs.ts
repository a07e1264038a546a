import type pg from 'pg';
import type { AdminFaq, FaqBody } from '../../src/contract/admin-content';
import type { ContentAudience } from '../../src/contract/endpoints';
import { isoSql, NOW_SQL } from '../db/sql-fragments';
import { inTransaction } from '../db/transaction';
import type { AccountRow } from './accounts';
import { recordAudit } from './audit';
import { cleanFaqAnswer, hasText } from './faq-html';

const COLUMNS = `id::int as id, audience, question, answer, position,
  ${isoSql('updated_at')} as updated_at`;

type Actor = Pick<AccountRow, 'id' | 'email'>;

export type FaqOutcome =
  | { ok: true; faq: AdminFaq }
  | { ok: false; problem: 'not_found' | 'answer_empty' };

/**
 * The FAQ desk (interface §10): lists, creates, edits and deletes FAQs, each change with its
 * audit row in the same transaction. The answer is cleaned (services/faq-html.ts) before it is
 * stored; the question is stored as typed and always shown as text.
 *
 * Order: each audience's list is kept numbered 0, 1, 2… by `position`. Saving a FAQ at position
 * p puts it at p (at the end when p is past it) and moves the FAQs from p on down by one;
 * deleting one, or moving it to the other audience, closes its gap. Two saves of one list at
 * the same time take turns (an advisory lock per audience).
 *
 * The desk edits the English FAQs (`language` 'en', migration 038); the Spanish ones come from
 * the seed (db/seed-content-es.ts) and are not listed or renumbered here.
 *
 * The public lists (ContentService.faqs) are cached by every instance: the `faqs` table's
 * trigger (migration 015) NOTIFYs them all at commit.
 */
export class AdminFaqService {
  constructor(private readonly pool: pg.Pool) {}

  async list(): Promise<AdminFaq[]> {
    const { rows } = await this.pool.query<AdminFaq>(
      `select ${COLUMNS} from faqs where language = 'en' order by audience, position, id`,
    );
    return rows;
  }

  async create(actor: Actor, body: FaqBody): Promise<FaqOutcome> {
    const answer = cleanFaqAnswer(body.answer);
    if (!hasText(answer)) return { ok: false, problem: 'answer_empty' };
    return inTransaction(this.pool, async (client) => {
      await lockLists(client, [body.audience]);
      const { rows } = await client.query<{ id: number }>(
        `insert into faqs (audience, question, answer, position, updated_at)
         values ($1, $2, $3, $4, ${NOW_SQL}) returning id::int as id`,
        [body.audience, body.question, answer, body.position],
      );
      const id = rows[0]?.id as number;
      await renumber(client, body.audience, { id, position: body.position });
      const faq = await this.read(client, id);
      await recordAudit(client, {
        actor,
        action: 'faq.create',
        target: { kind: 'faq', id },
        reason: body.reason ?? null,
        details: { audience: faq.audience, question: faq.question, position: faq.position },
      });
      return { ok: true, faq };
    });
  }

  async update(actor: Actor, id: number, body: FaqBody): Promise<FaqOutcome> {
    const answer = cleanFaqAnswer(body.answer);
    if (!hasText(answer)) return { ok: false, problem: 'answer_empty' };
    return inTransaction(this.pool, async (client) => {
      const before = await this.audienceOf(client, id);
      if (!before) return { ok: false, problem: 'not_found' };
      await lockLists(client, [before, body.audience]);
      const old = await this.read(client, id, true);
      await client.query(
        `update faqs set audience = $2, question = $3, answer = $4, position = $5,
                updated_at = ${NOW_SQL} where id = $1`,
        [id, body.audience, body.question, answer, body.position],
      );
      await renumber(client, body.audience, { id, position: body.position });
      if (before !== body.audience) await renumber(client, before);
      const faq = await this.read(client, id);
      await recordAudit(client, {
        actor,
        action: 'faq.update',
        target: { kind: 'faq', id },
        reason: body.reason ?? null,
        details: {
          before: { audience: old.audience, question: old.question, position: old.position },
          after: { audience: faq.audience, question: faq.question, position: faq.position },
          answer_changed: old.answer !== faq.answer,
        },
      });
      return { ok: true, faq };
    });
  }

  async remove(actor: Actor, id: number, reason: string | undefined): Promise<FaqOutcome> {
    return inTransaction(this.pool, async (client) => {
      const audience = await this.audienceOf(client, id);
      if (!audience) return { ok: false, problem: 'not_found' };
      await lockLists(client, [audience]);
      const faq = await this.read(client, id, true);
      await client.query('delete from faqs where id = $1', [id]);
      await renumber(client, audience);
      await recordAudit(client, {
        actor,
        action: 'faq.delete',
        target: { kind: 'faq', id },
        reason: reason ?? null,
        details: { audience, question: faq.question, answer: faq.answer },
      });
      return { ok: true, faq };
    });
  }

  private async audienceOf(client: pg.PoolClient, id: number) {
    const { rows } = await client.query<{ audience: ContentAudience }>(
      'select audience from faqs where id = $1',
      [id],
    );
    return rows[0]?.audience;
  }

  private async read(client: pg.PoolClient, id: number, forUpdate = false): Promise<AdminFaq> {
    const { rows } = await client.query<AdminFaq>(
      `select ${COLUMNS} from faqs where id = $1${forUpdate ? ' for update' : ''}`,
      [id],
    );
    return rows[0] as AdminFaq;
  }
}

/** One save of a list at a time (both lists, in one order, when a FAQ moves between them). */
async function lockLists(client: pg.PoolClient, audiences: ContentAudience[]) {
  for (const audience of [...new Set(audiences)].sort())
    await client.query("select pg_advisory_xact_lock(hashtext('ftc.faqs:' || $1))", [audience]);
}

/**
 * Numbers the audience's FAQs 0, 1, 2… in their order (position, then id); `saved` goes at its
 * position (at the end when past it) and the ones from there on follow it.
 */
async function renumber(
  client: pg.PoolClient,
  audience: ContentAudience,
  saved?: { id: number; position: number },
) {
  await client.query(
    `with others as (
       select id, (row_number() over (order by position, id) - 1)::int as seq
         from faqs where audience = $1 and language = 'en' and id <> coalesce($2::bigint, 0)),
     target as (
       select id, case when $2::bigint is not null and seq >= $3::int then seq + 1 else seq end as at
         from others
       union all
       select $2::bigint, least($3::int, (select count(*)::int from others))
        where $2::bigint is not null)
     update faqs f set position = target.at
       from target where f.id = target.id and f.position <> target.at`,
    [audience, saved?.id ?? null, saved?.position ?? 0],
  );
}
