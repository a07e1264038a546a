import type pg from 'pg';
import type { Review } from '../../src/contract/caregivers';
import { firstNameSql, isoSql, NOW_SQL } from '../db/sql-fragments';

const REVIEW_COLUMNS = `r.id, r.rating, r.body,
  ${firstNameSql('a')} as author_first_name,
  ${isoSql('r.created_at')} as created_at,
  case when r.reply_body is null then null
       else json_build_object('body', r.reply_body, 'created_at', ${isoSql('r.reply_created_at')})
  end as reply`;

type ReviewRow = Omit<Review, 'id'> & { id: string };

const view = (row: ReviewRow): Review => ({ ...row, id: Number(row.id) });

export type ReviewOutcome =
  | { ok: true; review: Review; rating: number; review_count: number }
  | { ok: false; problem: 'not_found' | 'not_hired' | 'duplicate' };

export type ReplyOutcome =
  | { ok: true; review: Review }
  | { ok: false; problem: 'not_found' | 'duplicate' };

/**
 * Reviews of caregivers by the parents who hired them, and the caregiver's one reply. Texts are
 * stored as written: HTML stays text (clients show it as text).
 */
export class ReviewService {
  constructor(private readonly pool: pg.Pool) {}

  /**
   * A parent's review of a profile. In one transaction, under the profile's row lock (reviews
   * of one caregiver take turns): the hire is checked, the review written (one per parent and
   * caregiver) and the profile's `rating` (mean, one decimal) and `review_count` recomputed.
   */
  async create(
    parentAccountId: string,
    profileId: number,
    review: { rating: number; body: string },
  ): Promise<ReviewOutcome> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      const profile = await client.query<{ published: boolean }>(
        'select published from caregiver_profiles where id = $1 for update',
        [profileId],
      );
      if (profile.rows.length === 0) return await rollback(client, 'not_found');
      // A hire, or a completed booking (interface §11), lets the parent review.
      const hire = await client.query(
        `select 1 from hires where parent_account_id = $1 and profile_id = $2
         union all
         select 1 from bookings
          where parent_account_id = $1 and profile_id = $2 and status = 'completed'
         limit 1`,
        [parentAccountId, profileId],
      );
      // A profile the parent cannot see (unpublished, and not one they hired) is as unknown to
      // them as an id that never was: the answer must not tell the two apart.
      if (hire.rows.length === 0)
        return await rollback(client, profile.rows[0]?.published ? 'not_hired' : 'not_found');
      const inserted = await client.query<{ id: string }>(
        `insert into reviews (profile_id, parent_account_id, rating, body)
         values ($1, $2, $3, $4)
         on conflict (profile_id, parent_account_id) do nothing
         returning id`,
        [profileId, parentAccountId, review.rating, review.body],
      );
      const id = inserted.rows[0]?.id;
      if (!id) return await rollback(client, 'duplicate');
      // The rating counts the reviews on the market only (migration 033 ftc_refresh_rating).
      await client.query('select ftc_refresh_rating($1)', [profileId]);
      const totals = await client.query<{ rating: string | null; review_count: number }>(
        'select rating, review_count from caregiver_profiles where id = $1',
        [profileId],
      );
      const written = await client.query<ReviewRow>(
        `select ${REVIEW_COLUMNS} from reviews r join accounts a on a.id = r.parent_account_id
          where r.id = $1`,
        [id],
      );
      await client.query('commit');
      const total = totals.rows[0];
      return {
        ok: true,
        review: view(written.rows[0] as ReviewRow),
        rating: Number(total?.rating),
        review_count: total?.review_count ?? 0,
      };
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  /** The reviewed caregiver's reply: one per review; someone else's review is not found. */
  async reply(caregiverAccountId: string, reviewId: number, body: string): Promise<ReplyOutcome> {
    const { rows } = await this.pool.query<{ id: string }>(
      `update reviews r set reply_body = $3, reply_created_at = ${NOW_SQL}
         from caregiver_profiles p
        where r.id = $1 and p.id = r.profile_id and p.account_id = $2 and r.reply_body is null
        returning r.id`,
      [reviewId, caregiverAccountId, body],
    );
    if (rows.length === 0) {
      const mine = await this.pool.query(
        `select 1 from reviews r join caregiver_profiles p on p.id = r.profile_id
          where r.id = $1 and p.account_id = $2`,
        [reviewId, caregiverAccountId],
      );
      return { ok: false, problem: mine.rows.length ? 'duplicate' : 'not_found' };
    }
    const review = await this.pool.query<ReviewRow>(
      `select ${REVIEW_COLUMNS} from reviews r join accounts a on a.id = r.parent_account_id
        where r.id = $1`,
      [reviewId],
    );
    return { ok: true, review: view(review.rows[0] as ReviewRow) };
  }
}

async function rollback(
  client: pg.PoolClient,
  problem: 'not_found' | 'not_hired' | 'duplicate',
): Promise<ReviewOutcome> {
  await client.query('rollback');
  return { ok: false, problem };
}
