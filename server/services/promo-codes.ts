import type pg from 'pg';
import type { AdminPromoCode } from '../../src/contract/admin-money';
import { isoSql, NOW_SQL } from '../db/sql-fragments';
import { conflict, fieldProblem, notFound } from '../errors';
import { word } from '../i18n';
import type { AccountRow } from './accounts';
import { recordAudit } from './audit';
import { withEmails } from './billing-emails';

/**
 * A promo code as the desk lists it. `uses`: the paid orders with the code (refunded ones were
 * paid too). `status`: disabled, else expired, else used up (by the count the checkout takes),
 * else active.
 */
const PROMO_COLUMNS = `c.code, c.discount_percent, c.plan_ids, c.max_uses,
  (select count(*)::int from orders o where o.promo_code = c.code
     and o.status in ('paid', 'partially_refunded', 'refunded')) as uses,
  ${isoSql('c.expires_at')} as expires_at, ${isoSql('c.disabled_at')} as disabled_at,
  ${isoSql('c.created_at')} as created_at,
  case when not c.active or c.disabled_at is not null then 'disabled'
       when c.expires_at <= ${NOW_SQL} then 'expired'
       when c.max_uses is not null and c.uses >= c.max_uses then 'used_up'
       else 'active' end as status`;

/**
 * The promo codes of the desk (interface §10). Their use at the checkout is counted in
 * SubscriptionService (`claim`: one conditional update while the order is being paid).
 */
export class PromoCodeService {
  constructor(private readonly pool: pg.Pool) {}

  /** Every code, newest first. */
  async list(): Promise<AdminPromoCode[]> {
    const { rows } = await this.pool.query<AdminPromoCode>(
      `select ${PROMO_COLUMNS} from promo_codes c order by c.created_at desc, c.code`,
    );
    return rows;
  }

  private async one(client: pg.PoolClient, code: string): Promise<AdminPromoCode> {
    const { rows } = await client.query<AdminPromoCode>(
      `select ${PROMO_COLUMNS} from promo_codes c where c.code = $1`,
      [code],
    );
    return rows[0] as AdminPromoCode;
  }

  /** A new code (already upper-case); 409 when the code exists, 400 naming a wrong field. */
  async create(
    actor: Pick<AccountRow, 'id' | 'email'>,
    body: {
      code: string;
      discount_percent: number;
      plan_ids?: string[];
      max_uses?: number;
      expires_at?: string;
      reason?: string;
    },
  ): Promise<AdminPromoCode> {
    const planIds = [...new Set(body.plan_ids ?? [])];
    return withEmails(this.pool, undefined, async (client) => {
      if (planIds.length > 0) {
        const { rows } = await client.query<{ id: string }>(
          'select id from plans where id = any($1::text[])',
          [planIds],
        );
        const known = new Set(rows.map((row) => row.id));
        const unknown = planIds.filter((id) => !known.has(id));
        if (unknown.length > 0)
          throw fieldProblem(
            'plan_ids',
            word('adminMoney.unknownPlans', { ids: unknown.join(', ') }),
          );
      }
      if (body.expires_at) {
        const { rows } = await client.query<{ future: boolean }>(
          `select $1::timestamptz > ${NOW_SQL} as future`,
          [body.expires_at],
        );
        if (!rows[0]?.future) throw fieldProblem('expires_at', 'adminMoney.expiresInPast');
      }
      const { rowCount } = await client.query(
        `insert into promo_codes (code, discount_percent, plan_ids, max_uses, expires_at, created_by)
         values ($1, $2, $3, $4, $5, $6) on conflict (code) do nothing`,
        [
          body.code,
          body.discount_percent,
          planIds,
          body.max_uses ?? null,
          body.expires_at ?? null,
          actor.id,
        ],
      );
      if (!rowCount) throw conflict(word('adminMoney.codeTaken', { code: body.code }));
      await recordAudit(client, {
        actor,
        action: 'promo_code.create',
        target: { kind: 'promo_code', id: body.code },
        reason: body.reason ?? null,
        details: {
          discount_percent: body.discount_percent,
          plan_ids: planIds,
          max_uses: body.max_uses ?? null,
          expires_at: body.expires_at ?? null,
        },
      });
      return this.one(client, body.code);
    });
  }

  /**
   * Disables a code at once: the checkout refuses it from now on (orders already being paid
   * keep the use they took). Disabling a disabled code changes nothing and writes no row.
   */
  async disable(
    actor: Pick<AccountRow, 'id' | 'email'>,
    code: string,
    reason: string | undefined,
  ): Promise<{ code: AdminPromoCode; changed: boolean }> {
    const upper = code.trim().toUpperCase();
    return withEmails(this.pool, undefined, async (client) => {
      const { rows } = await client.query<{ disabled: boolean }>(
        `select (not active or disabled_at is not null) as disabled
           from promo_codes where code = $1 for update`,
        [upper],
      );
      if (!rows[0]) throw notFound('adminMoney.codeNotFound');
      if (rows[0].disabled) return { code: await this.one(client, upper), changed: false };
      await client.query(
        `update promo_codes set active = false, disabled_at = ${NOW_SQL} where code = $1`,
        [upper],
      );
      await recordAudit(client, {
        actor,
        action: 'promo_code.disable',
        target: { kind: 'promo_code', id: upper },
        reason: reason ?? null,
      });
      return { code: await this.one(client, upper), changed: true };
    });
  }
}
