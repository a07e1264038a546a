import type pg from 'pg';
import type { CaregiverCard } from '../../src/contract/caregivers';
import { profileShownSql } from '../db/sql-fragments';
import { CARD_COLUMNS } from './caregivers';

/** Lists that are not paged hold at most this many items (interface §7). */
export const LIST_LIMIT = 100;

// The one card query of the search (services/caregivers.ts): cards look the same everywhere.
type CardRow = CaregiverCard;
const card = (row: CardRow): CaregiverCard => row;

/** Cards of the given published profiles, in the order of `ids`. */
export async function cardsByProfileIds(
  db: pg.Pool | pg.PoolClient,
  ids: readonly (number | string)[],
): Promise<CaregiverCard[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<CardRow>(
    `select ${CARD_COLUMNS} from caregiver_profiles p
      join unnest($1::bigint[]) with ordinality as wanted (id, position) on wanted.id = p.id
     where p.published and ${profileShownSql('p')}
     order by wanted.position`,
    [ids.map(String)],
  );
  return rows.map(card);
}

/** A parent's saved caregivers (interface §7 favourites). */
export class FavouritesService {
  constructor(private readonly pool: pg.Pool) {}

  /** Cards of the parent's favourites that are published, newest first, at most 100. */
  async list(parentAccountId: string): Promise<CaregiverCard[]> {
    const { rows } = await this.pool.query<CardRow>(
      `select ${CARD_COLUMNS} from favourites f
         join caregiver_profiles p on p.id = f.profile_id
        where f.parent_account_id = $1 and p.published and ${profileShownSql('p')}
        order by f.created_at desc, p.id desc
        limit ${LIST_LIMIT}`,
      [parentAccountId],
    );
    return rows.map(card);
  }

  /**
   * Saves a published caregiver (again: no change). False when there is no published profile
   * with this id.
   */
  async add(parentAccountId: string, profileId: number): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `insert into favourites (parent_account_id, profile_id)
       select $1, p.id from caregiver_profiles p
        where p.id = $2 and p.published and ${profileShownSql('p')}
       on conflict (parent_account_id, profile_id) do nothing`,
      [parentAccountId, profileId],
    );
    if (rowCount) return true;
    const { rows } = await this.pool.query(
      `select 1 from caregiver_profiles p where p.id = $1 and p.published and ${profileShownSql('p')}`,
      [profileId],
    );
    return rows.length > 0;
  }

  /** Removes a favourite; removing one that is not saved is not an error. */
  async remove(parentAccountId: string, profileId: number): Promise<void> {
    await this.pool.query(
      'delete from favourites where parent_account_id = $1 and profile_id = $2',
      [parentAccountId, profileId],
    );
  }
}
