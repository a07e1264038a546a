import type pg from 'pg';
import type { Badge, BadgeKind } from '../../src/contract/caregivers';
import { isoSql, NOW_SQL } from '../db/sql-fragments';
import { inTransaction } from '../db/transaction';

/**
 * The badge of alias `b` counts (interface §7: an expired badge is neither shown nor counted by
 * `verified=1`). Every query that shows or counts badges uses this condition.
 */
export const ACTIVE_BADGE_SQL = `(b.expires_at is null or b.expires_at > ${NOW_SQL})`;

/** The profile (alias `profileAlias`) has an active `id` or `background_check` badge. */
export const verifiedSql = (profileAlias: string) =>
  `exists (select 1 from caregiver_badges b where b.profile_id = ${profileAlias}.id
     and b.kind in ('id', 'background_check') and ${ACTIVE_BADGE_SQL})`;

/**
 * The profile's shown badges as a JSON array of the contract's `Badge`, as services/caregivers.ts
 * shows them: `mobile` from the account's verified number (mobile rows are ignored), then the
 * unexpired rows, in the order of BADGE_KINDS.
 */
export const badgesJsonSql = (profileAlias: string) =>
  `(select coalesce(json_agg(json_build_object('kind', b.kind,
       'verified_at', ${isoSql('b.verified_at')}, 'expires_at', ${isoSql('b.expires_at')})
     order by array_position(array['mobile', 'id', 'background_check', 'first_aid'], b.kind)), '[]'::json)
   from (
     select 'mobile' as kind, ${profileAlias}.created_at as verified_at, null::timestamptz as expires_at
       from accounts a where a.id = ${profileAlias}.account_id and a.is_mobile_verified
     union all
     select b.kind, b.verified_at, b.expires_at from caregiver_badges b
      where b.profile_id = ${profileAlias}.id and b.kind <> 'mobile' and ${ACTIVE_BADGE_SQL}
   ) b)`;

/** How long after an expiry its owner is still told (older ones are only marked). */
const TELL_WITHIN = '7 days';

/** A badge past its `expires_at`, with what its owner's email needs. */
export interface ExpiredBadge {
  kind: BadgeKind;
  expires_at: Date;
  email: string;
  first_name: string;
}

/**
 * Badges granted by an admin's decision on a document. One per profile and kind: a newer
 * approval replaces the older one (new `verified_at`, its own expiry and document).
 */
export class BadgeService {
  constructor(private readonly pool: pg.Pool) {}

  /**
   * Adds or renews the badge `kind` of a profile, verified now. `expiresAt` an ISO 8601 time or
   * null (does not expire). Runs on `db` (a transaction's client) when given.
   */
  async grant(
    badge: { profileId: string; kind: BadgeKind; expiresAt: string | null; documentId: string },
    db: pg.Pool | pg.PoolClient = this.pool,
  ): Promise<Badge> {
    const { rows } = await db.query<Badge>(
      `insert into caregiver_badges as b (profile_id, kind, verified_at, expires_at, document_id)
       values ($1, $2, ${NOW_SQL}, $3, $4)
       on conflict (profile_id, kind) do update
         set verified_at = excluded.verified_at, expires_at = excluded.expires_at,
             document_id = excluded.document_id, expiry_notified_at = null
       returning b.kind, ${isoSql('b.verified_at')} as verified_at, ${isoSql('b.expires_at')} as expires_at`,
      [badge.profileId, badge.kind, badge.expiresAt, badge.documentId],
    );
    return rows[0] as Badge;
  }

  /**
   * The badges that expired and whose owners were not told yet: each is marked told, and
   * `notify` runs for it in the same transaction (the owner's email is queued there), so an
   * owner hears of one expiry once, whichever instance runs the job. A badge that expired
   * more than `TELL_WITHIN` ago (before the jobs ran at all) is marked without an email.
   * Search needs nothing from this: ACTIVE_BADGE_SQL already leaves an expired badge out at
   * the second it expires. Answers how many were marked; at most `limit` a run.
   */
  async expireDue(
    notify: (client: pg.PoolClient, expired: ExpiredBadge) => Promise<void>,
    limit = 500,
  ): Promise<number> {
    return inTransaction(this.pool, async (client) => {
      const { rows } = await client.query<ExpiredBadge & { recent: boolean }>(
        `with due as (
           select b.id from caregiver_badges b
            where b.expires_at <= ${NOW_SQL} and b.expiry_notified_at is null and b.kind <> 'mobile'
            order by b.expires_at
            limit $1
            for update skip locked)
         update caregiver_badges b set expiry_notified_at = ${NOW_SQL}
           from due, caregiver_profiles p, accounts a
          where b.id = due.id and p.id = b.profile_id and a.id = p.account_id
          returning b.kind, b.expires_at, a.email, p.first_name,
                    b.expires_at > ${NOW_SQL} - $2::interval as recent`,
        [limit, TELL_WITHIN],
      );
      for (const { recent, ...badge } of rows) if (recent) await notify(client, badge);
      return rows.length;
    });
  }

  /** The profile's badges as shown: expired ones left out. */
  async active(profileId: string): Promise<Badge[]> {
    const { rows } = await this.pool.query<{ badges: Badge[] }>(
      `select ${badgesJsonSql('p')} as badges from caregiver_profiles p where p.id = $1`,
      [profileId],
    );
    return rows[0]?.badges ?? [];
  }
}
