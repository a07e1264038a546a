import type pg from 'pg';
import type { SubscriptionStatus } from '../../src/contract/billing-values';
import { NOW_SQL, SHOWN_STATUS_SQL } from '../db/sql-fragments';
import { staffRole } from './admin-account';
import type { AccountType } from './tokens';

export interface AccountRow {
  id: string;
  type: AccountType;
  full_name: string;
  email: string;
  country_code: string;
  mobile: string;
  password_hash: string;
  is_mobile_verified: boolean;
  is_admin?: boolean;
  profile: Record<string, unknown>;
  created_at: Date;
  /** Bumped by a password change or reset; access tokens carry it (claim `sv`). */
  session_version: number;
  /** The language the member's last request carried (their emails' language, interface §9). */
  language: string;
  /** When the member deleted the account (no login from then on; interface §9 "Your data"). */
  deleted_at?: Date | null;
  /** A role an admin granted (interface §10); the ADMIN_EMAIL account is an admin regardless. */
  staff_role?: 'admin' | 'moderator' | null;
  /** A suspension by staff (interface §10): no login while set. */
  suspended_at?: Date | null;
  suspended_until?: Date | null;
  suspension_reason?: string | null;
  /** A parent's optional photo (interface §7 photos; `…-256.webp` on /media). */
  photo_url?: string | null;
}

/** The user object of interface §4. */
export interface PublicUser {
  id: number;
  full_name: string;
  email: string;
  mobile: string;
  country_code: string;
  is_mobile_verified: 0 | 1;
  type: AccountType;
  subscription: SubscriptionSummary | null;
  /** The admin account (ADMIN_EMAIL): the site shows it the review queue. */
  is_admin: boolean;
  /** The staff role (interface §10): the site shows the desk's pages this role may use. */
  staff_role: 'admin' | 'moderator' | null;
  /** The member's own photo, if any (a parent's; a caregiver's is on the profile). */
  photo_url: string | null;
}

/** The account's subscription as the profile shows it (interface §4 `subscription`). */
export interface SubscriptionSummary {
  plan_id: string;
  plan_name: string;
  interval: 'month' | 'year';
  status: SubscriptionStatus;
  /** ISO 8601. */
  current_period_end: string;
  auto_renew: boolean;
}

export function publicUser(
  account: AccountRow,
  subscription: SubscriptionSummary | null = null,
): PublicUser {
  return {
    id: Number(account.id),
    full_name: account.full_name,
    email: account.email,
    mobile: account.mobile,
    country_code: account.country_code,
    is_mobile_verified: account.is_mobile_verified ? 1 : 0,
    type: account.type,
    subscription,
    is_admin: staffRole(account) === 'admin',
    staff_role: staffRole(account),
    photo_url: account.photo_url ?? null,
  };
}

/** "+1 ••• 4567": enough for a person to recognise their number, no more. */
export function maskedPhone(countryCode: string, mobile: string): string {
  return `${countryCode} ••• ${mobile.slice(-4)}`;
}

/** The columns of an AccountRow, for named statements. */
const ACCOUNT_FIELDS = [
  'id',
  'type',
  'full_name',
  'email',
  'country_code',
  'mobile',
  'password_hash',
  'is_mobile_verified',
  'is_admin',
  'profile',
  'created_at',
  'session_version',
  'language',
  'deleted_at',
  'staff_role',
  'suspended_at',
  'suspended_until',
  'suspension_reason',
  'photo_url',
] as const satisfies readonly (keyof AccountRow)[];
/** A field of AccountRow missing from the list above fails the type check here, by name. */
type MissingField = Exclude<keyof AccountRow, (typeof ACCOUNT_FIELDS)[number]>;
const everyField: [MissingField] extends [never] ? true : MissingField = true;
void everyField;
export const ACCOUNT_COLUMNS = ACCOUNT_FIELDS.join(', ');

export class AccountRepository {
  constructor(private readonly pool: pg.Pool) {}

  /**
   * The account of a session: read at every request with a token (the login check), so a named
   * statement, prepared once per pooled connection (issue 27), with its columns named: a
   * prepared `select *` fails once a migration adds or drops a column ("cached plan must not
   * change result type").
   */
  async byId(id: string): Promise<AccountRow | undefined> {
    const { rows } = await this.pool.query<AccountRow>({
      name: 'account-by-id',
      text: `select ${ACCOUNT_COLUMNS} from accounts where id = $1`,
      values: [id],
    });
    return rows[0];
  }

  async byEmail(type: AccountType, email: string): Promise<AccountRow | undefined> {
    const { rows } = await this.pool.query<AccountRow>(
      'select * from accounts where type = $1 and email = $2',
      [type, email],
    );
    return rows[0];
  }

  async byPhone(
    type: AccountType,
    countryCode: string,
    mobile: string,
  ): Promise<AccountRow | undefined> {
    const { rows } = await this.pool.query<AccountRow>(
      'select * from accounts where type = $1 and country_code = $2 and mobile = $3',
      [type, countryCode, mobile],
    );
    return rows[0];
  }

  /** Accounts with this number, of either type, newest code first. */
  async byPhoneAnyType(countryCode: string, mobile: string): Promise<AccountRow[]> {
    const { rows } = await this.pool.query<AccountRow>(
      `select a.* from accounts a
         left join lateral (select max(created_at) as last_code from otps where account_id = a.id) o on true
        where a.country_code = $1 and a.mobile = $2
        order by o.last_code desc nulls last, a.created_at desc`,
      [countryCode, mobile],
    );
    return rows;
  }

  /** Finds by national number alone when the person typed no country code. */
  async byNationalNumber(type: AccountType, mobile: string): Promise<AccountRow[]> {
    const { rows } = await this.pool.query<AccountRow>(
      'select * from accounts where type = $1 and mobile = $2',
      [type, mobile],
    );
    return rows;
  }

  async create(account: {
    type: AccountType;
    full_name: string;
    email: string;
    country_code: string;
    mobile: string;
    password_hash: string;
    profile: Record<string, unknown>;
  }): Promise<AccountRow> {
    const { rows } = await this.pool.query<AccountRow>(
      `insert into accounts (type, full_name, email, country_code, mobile, password_hash, profile)
       values ($1, $2, $3, $4, $5, $6, $7) returning *`,
      [
        account.type,
        account.full_name,
        account.email,
        account.country_code,
        account.mobile,
        account.password_hash,
        account.profile,
      ],
    );
    return rows[0] as AccountRow;
  }

  async markMobileVerified(id: string): Promise<AccountRow> {
    const { rows } = await this.pool.query<AccountRow>(
      `update accounts set is_mobile_verified = true, updated_at = ${NOW_SQL} where id = $1 returning *`,
      [id],
    );
    return rows[0] as AccountRow;
  }

  /** The account's subscription from the subscriptions table, or null. */
  async subscriptionOf(id: string): Promise<SubscriptionSummary | null> {
    const { rows } = await this.pool.query<
      Omit<SubscriptionSummary, 'current_period_end'> & {
        current_period_end: Date;
      }
    >(
      `select s.plan_id, p.name as plan_name, p."interval" as "interval",
              ${SHOWN_STATUS_SQL} as status,
              s.current_period_end, s.auto_renew
         from subscriptions s join plans p on p.id = s.plan_id
        where s.account_id = $1`,
      [id],
    );
    const row = rows[0];
    return row ? { ...row, current_period_end: row.current_period_end.toISOString() } : null;
  }

  async setPassword(id: string, passwordHash: string): Promise<void> {
    await this.pool.query(
      `update accounts set password_hash = $2, updated_at = ${NOW_SQL} where id = $1`,
      [id, passwordHash],
    );
  }
}
