import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { ACCOUNT_PATHS } from '../../src/contract/endpoints';
import { isoSql, NOW_SQL } from '../db/sql-fragments';
import { inTransaction } from '../db/transaction';
import { translate } from '../i18n';
import type { AccountRow } from './accounts';
import { languageOrEnglish, longDate } from './billing-emails';
import type { FileStorage } from './file-storage';
import type { PaymentProvider } from './payments';
import { releasePhoto } from './photos';
import { randomToken, sha256 } from './secrets';
import type { TokenService } from './tokens';
import type { EmailTransport } from './transports';

/** Exports a member may ask for per day (interface §9, issue 22). */
export const EXPORTS_PER_DAY = 3;
/** How long an export can be read, and how long a deletion can be undone. */
export const EXPORT_DAYS = 7;
export const RESTORE_DAYS = 14;
/** What a member whose data was erased is called where their words stay (interface §9). */
export const FORMER_MEMBER = 'Former member';

/**
 * One section of the export: the rows of `table` that hold the member's data (`where`, with
 * `$1` the account id), less the columns that are secrets rather than data (hashes).
 */
interface ExportSection {
  section: string;
  table: string;
  where: string;
  omit?: string[];
  /**
   * The rows as the member may see them, when that differs from the table (a query over it,
   * `$1` the account id); the section still names `table`.
   */
  from?: string;
  /** A table another part of issue 22 adds (its migration may not be here yet): skipped if absent. */
  optional?: boolean;
}

/**
 * Everything held about a member, table by table (interface §9 "Your data"). The test
 * server/test/routes/your-data.test.ts keeps its own list of the tables that hold a member's
 * data: a new table that is not here fails it.
 */
export const EXPORT_SECTIONS: ExportSection[] = [
  {
    section: 'account',
    table: 'accounts',
    where: 'id = $1',
    omit: ['password_hash', 'restore_token_hash', 'deletion_undo', 'session_version'],
  },
  {
    section: 'profile',
    table: 'caregiver_profiles',
    where: 'account_id = $1',
    // Derived for the search (migrations 006, 044, 046), not the member's data.
    omit: [
      'search_text',
      'search_words',
      'earth',
      'cell',
      'services_mask',
      'age_groups_mask',
      'verified_until',
      'account_off_until',
    ],
  },
  {
    section: 'badges',
    table: 'caregiver_badges',
    where: 'profile_id in (select id from caregiver_profiles where account_id = $1)',
  },
  { section: 'documents', table: 'documents', where: 'account_id = $1', omit: ['storage_key'] },
  { section: 'jobs', table: 'jobs', where: 'parent_account_id = $1' },
  {
    section: 'applications',
    table: 'applications',
    where: `profile_id in (select id from caregiver_profiles where account_id = $1)
            or job_id in (select id from jobs where parent_account_id = $1)`,
  },
  {
    section: 'conversations',
    table: 'conversations',
    where: `parent_account_id = $1
            or profile_id in (select id from caregiver_profiles where account_id = $1)`,
  },
  {
    section: 'messages',
    table: 'messages',
    // Contact details masked for the recipient (interface §10) stay masked in its export.
    from: `(select m.id, m.conversation_id, m.sender,
              case when m.masked_body is not null
                        and m.sender <> case when c.parent_account_id = $1 then 'parent'
                                             else 'caregiver' end
                   then m.masked_body else m.body end as body,
              m.flags, m.created_at
              from messages m join conversations c on c.id = m.conversation_id)`,
    where: `conversation_id in (select id from conversations where parent_account_id = $1
              or profile_id in (select id from caregiver_profiles where account_id = $1))`,
  },
  { section: 'reviews_written', table: 'reviews', where: 'parent_account_id = $1' },
  {
    section: 'reviews_received',
    table: 'reviews',
    where: 'profile_id in (select id from caregiver_profiles where account_id = $1)',
  },
  { section: 'favourites', table: 'favourites', where: 'parent_account_id = $1' },
  {
    section: 'hires',
    table: 'hires',
    where:
      'parent_account_id = $1 or profile_id in (select id from caregiver_profiles where account_id = $1)',
  },
  // Bookings on either side (interface §11), with what the other side wrote on them.
  {
    section: 'bookings',
    table: 'bookings',
    where:
      'parent_account_id = $1 or profile_id in (select id from caregiver_profiles where account_id = $1)',
  },
  // That a calendar link exists and since when; its token is a key, not data.
  {
    section: 'calendar_link',
    table: 'calendar_links',
    where: 'account_id = $1',
    omit: ['token_hash', 'salt'],
  },
  { section: 'orders', table: 'orders', where: 'account_id = $1' },
  // Refunds of the member's orders (interface §10); the staff member who made one is theirs.
  {
    section: 'refunds',
    table: 'refunds',
    where: 'order_id in (select id from orders where account_id = $1)',
    omit: ['actor_account_id', 'actor_email'],
  },
  { section: 'subscription', table: 'subscriptions', where: 'account_id = $1' },
  { section: 'payment_methods', table: 'payment_methods', where: 'account_id = $1' },
  {
    section: 'consents',
    table: 'newsletter_subscribers',
    where: 'email = (select email from accounts where id = $1)',
    omit: ['confirm_token_hash'],
  },
  { section: 'sessions', table: 'refresh_tokens', where: 'account_id = $1', omit: ['token_hash'] },
  { section: 'codes', table: 'otps', where: 'account_id = $1', omit: ['code_hash'] },
  {
    section: 'password_resets',
    table: 'password_resets',
    where: 'account_id = $1',
    omit: ['token_hash'],
  },
  { section: 'stream_tickets', table: 'stream_tickets', where: 'account_id = $1', omit: ['hash'] },
  { section: 'stream_presence', table: 'stream_presence', where: 'account_id = $1' },
  // The reports the member made; not what staff decided about the other member (interface §10).
  {
    section: 'reports',
    table: 'reports',
    where: "reporter_account_id = $1 and source = 'member'",
    omit: ['resolution', 'resolution_reason', 'resolved_by'],
  },
  {
    section: 'documents_reviewed',
    table: 'documents',
    where: 'reviewed_by = $1',
    omit: ['storage_key'],
  },
  {
    section: 'exports',
    table: 'account_exports',
    where: 'account_id = $1',
    omit: ['document'],
  },
  // The tables of the other parts of issue 22 (account changes; logins and notifications).
  { section: 'logins', table: 'logins', where: 'account_id = $1', optional: true },
  {
    section: 'notification_settings',
    table: 'notification_settings',
    where: 'account_id = $1',
    optional: true,
  },
  {
    section: 'account_changes',
    table: 'account_changes',
    where: 'account_id = $1',
    omit: ['secret_hash'],
    optional: true,
  },
];

/** Tables whose rows of an erased account go whole (by `account_id`), when they exist. */
const ERASED_IF_PRESENT = ['logins', 'notification_settings', 'account_changes'];

/** Which of `tables` exist in this database. */
async function present(db: pg.Pool | pg.PoolClient, tables: string[]): Promise<Set<string>> {
  const { rows } = await db.query<{ name: string }>(
    'select name from unnest($1::text[]) name where to_regclass(name) is not null',
    [tables],
  );
  return new Set(rows.map((row) => row.name));
}

export type ExportOutcome =
  | { kind: 'preparing'; id: string }
  | { kind: 'limit' }
  | { kind: 'not_found' }
  | { kind: 'ready'; id: string; document: Record<string, unknown>; expires_at: string };

export interface DeleteOutcome {
  kind: 'deleted';
  email: string;
  token: string;
  eraseOn: Date;
}

export interface YourDataDeps {
  pool: pg.Pool;
  tokens: TokenService;
  files: FileStorage;
  payments: PaymentProvider;
  email: EmailTransport;
  publicUrl: string;
  warn: (message: string) => void;
}

/**
 * A member's data (interface §9 "Your data"): exports prepared after the answer (queued with
 * background jobs on, in this process with them off: `idle()` waits), the deletion that takes
 * an account off the market at once, its undoing by the emailed link within 14 days, and the
 * erasure after that (the `account-erasure` time-driven job).
 */
export class YourDataService {
  private readonly pending = new Set<Promise<void>>();
  /** Set by the background jobs when they run: an export's preparation is then a job. */
  enqueue?: (exportId: string) => Promise<unknown>;

  constructor(private readonly deps: YourDataDeps) {}

  /**
   * Starts an export, at most EXPORTS_PER_DAY in 24 hours per member: the account row is
   * locked while counting, so a burst gets exactly the limit.
   */
  async requestExport(accountId: string): Promise<ExportOutcome> {
    const outcome = await inTransaction(this.deps.pool, async (client) => {
      await client.query('select id from accounts where id = $1 for update', [accountId]);
      const { rows } = await client.query<{ count: number }>(
        `select count(*)::int as count from account_exports
          where account_id = $1 and created_at > ${NOW_SQL} - interval '1 day'`,
        [accountId],
      );
      if ((rows[0]?.count ?? 0) >= EXPORTS_PER_DAY) return { kind: 'limit' } as const;
      const id = randomBytes(18).toString('base64url');
      await client.query('insert into account_exports (id, account_id) values ($1, $2)', [
        id,
        accountId,
      ]);
      return { kind: 'preparing', id } as const;
    });
    if (outcome.kind === 'preparing') await this.later(outcome.id);
    return outcome;
  }

  private async later(exportId: string): Promise<void> {
    if (this.enqueue) {
      await this.enqueue(exportId);
      return;
    }
    const run = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.prepare(exportId))
      .catch((error: unknown) => this.deps.warn(`an export was not prepared: ${String(error)}`))
      .finally(() => this.pending.delete(run));
    this.pending.add(run);
  }

  /** Resolves once every in-process preparation has finished. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  /** The whole document of one account, section by section. */
  async document(accountId: string, client?: pg.PoolClient): Promise<Record<string, unknown>> {
    const db = client ?? this.deps.pool;
    const document: Record<string, unknown> = {};
    const optional = EXPORT_SECTIONS.filter((entry) => entry.optional).map((entry) => entry.table);
    const here = await present(db, optional);
    for (const { section, table, from, where, omit = [], optional: maybe } of EXPORT_SECTIONS) {
      if (maybe && !here.has(table)) continue;
      const { rows } = await db.query<{ rows: unknown[] }>(
        `select coalesce(jsonb_agg(to_jsonb(t) - $2::text[]), '[]'::jsonb) as rows
           from ${from ?? table} t where ${where}`,
        [accountId, omit],
      );
      document[section] = section === 'account' ? (rows[0]?.rows[0] ?? null) : rows[0]?.rows;
    }
    return document;
  }

  /** Builds an export's document and emails its link (the queue's handler). */
  async prepare(exportId: string): Promise<void> {
    const { rows } = await this.deps.pool.query<{ account_id: string; status: string }>(
      'select account_id, status from account_exports where id = $1',
      [exportId],
    );
    const found = rows[0];
    if (!found || found.status === 'ready') return;
    const document = await this.document(found.account_id);
    const { rows: accounts } = await this.deps.pool.query<AccountRow>(
      `update account_exports set document = $2, status = 'ready', ready_at = ${NOW_SQL}
        where id = $1 and status = 'preparing'
       returning (select row_to_json(a) from accounts a where a.id = account_id) as account`,
      [exportId, document],
    );
    const account = (accounts[0] as unknown as { account?: AccountRow } | undefined)?.account;
    if (!account) return;
    const language = languageOrEnglish(account.language);
    await this.deps.email.send({
      to: account.email,
      subject: translate(language, 'data.exportSubject'),
      body: translate(language, 'data.exportBody', {
        name: account.full_name,
        link: `${this.deps.publicUrl}${ACCOUNT_PATHS.exportOne(account.type, exportId)}`,
      }),
    });
  }

  /** One export of the account: ready, still preparing, or not found (someone else's, expired). */
  async readExport(accountId: string, exportId: string): Promise<ExportOutcome> {
    const { rows } = await this.deps.pool.query<{
      status: string;
      document: Record<string, unknown> | null;
      expires_at: string;
    }>(
      `select status, document, ${isoSql('expires_at')} as expires_at from account_exports
        where id = $1 and account_id = $2 and expires_at > ${NOW_SQL}`,
      [exportId, accountId],
    );
    const found = rows[0];
    if (!found) return { kind: 'not_found' };
    if (found.status !== 'ready' || !found.document) return { kind: 'preparing', id: exportId };
    return { kind: 'ready', id: exportId, document: found.document, expires_at: found.expires_at };
  }

  /**
   * Deletes the account (the password checked by the caller): at once no login (every session
   * and stream ends on every instance), the caregiver profile unpublished, the open jobs
   * closed, the plan's renewal off; what was taken off is kept to put it back on restore.
   */
  async deleteAccount(account: AccountRow): Promise<DeleteOutcome> {
    const token = randomToken();
    const outcome = await inTransaction(this.deps.pool, async (client) => {
      const { rows: locked } = await client.query<{ deleted: boolean }>(
        'select deleted_at is not null as deleted from accounts where id = $1 for update',
        [account.id],
      );
      const { rows: profile } = await client.query<{ published: boolean }>(
        `update caregiver_profiles p set published = false, updated_at = ${NOW_SQL}
           from (select id, published from caregiver_profiles where account_id = $1 for update) old
          where p.id = old.id returning old.published`,
        [account.id],
      );
      const { rows: jobs } = await client.query<{ id: string }>(
        `update jobs set status = 'closed', closed_at = ${NOW_SQL}, updated_at = ${NOW_SQL}
          where parent_account_id = $1 and status = 'open' returning id::text as id`,
        [account.id],
      );
      const { rows: renewing } = await client.query<{ account_id: string }>(
        `update subscriptions set auto_renew = false, cancel_at = current_period_end
          where account_id = $1 and auto_renew returning account_id`,
        [account.id],
      );
      const undo = {
        published: profile[0]?.published ?? false,
        job_ids: jobs.map((job) => job.id),
        auto_renew: renewing.length > 0,
      };
      const { rows } = await client.query<{ erase_on: Date }>(
        `update accounts set deleted_at = coalesce(deleted_at, ${NOW_SQL}),
                restore_token_hash = $2,
                deletion_undo = case when $3 then deletion_undo else $4::jsonb end
          where id = $1
          returning deleted_at + interval '${RESTORE_DAYS} days' as erase_on`,
        [account.id, sha256(token), locked[0]?.deleted ?? false, undo],
      );
      await this.deps.tokens.endAllSessions(account.id, client);
      return { renewing: renewing.length > 0, eraseOn: rows[0]?.erase_on as Date };
    });
    if (outcome.renewing) {
      await this.deps.payments
        .cancelAtPeriodEnd?.(account.id)
        .catch((error: unknown) => this.deps.warn(`renewal not stopped: ${String(error)}`));
    }
    const language = languageOrEnglish(account.language);
    await this.deps.email
      .send({
        to: account.email,
        subject: translate(language, 'data.deletedSubject'),
        body: translate(language, 'data.deletedBody', {
          name: account.full_name,
          date: longDate(language, outcome.eraseOn),
          link: `${this.deps.publicUrl}/account/restore?token=${token}`,
        }),
        // A secret: sent at once, never left in the queue's tables (queued-transports.ts).
        code: token,
      })
      .catch((error: unknown) => this.deps.warn(`deletion email not sent: ${String(error)}`));
    return { kind: 'deleted', email: account.email, token, eraseOn: outcome.eraseOn };
  }

  /** Undoes a deletion by its link's token within RESTORE_DAYS; the token works once. */
  async restore(token: string): Promise<boolean> {
    return inTransaction(this.deps.pool, async (client) => {
      const { rows } = await client.query<{
        id: string;
        deletion_undo: { published?: boolean; job_ids?: string[]; auto_renew?: boolean } | null;
      }>(
        `update accounts set deleted_at = null, restore_token_hash = null, deletion_undo = null,
                updated_at = ${NOW_SQL}
          where restore_token_hash = $1 and erased_at is null and deleted_at is not null
            and deleted_at > ${NOW_SQL} - interval '${RESTORE_DAYS} days'
          returning id::text as id, (select deletion_undo from accounts where restore_token_hash = $1)`,
        [sha256(token)],
      );
      const found = rows[0];
      if (!found) return false;
      const undo = found.deletion_undo ?? {};
      if (undo.published) {
        await client.query(
          `update caregiver_profiles set published = true, updated_at = ${NOW_SQL} where account_id = $1`,
          [found.id],
        );
      }
      if (undo.job_ids?.length) {
        await client.query(
          `update jobs set status = 'open', closed_at = null, updated_at = ${NOW_SQL}
            where parent_account_id = $1 and id = any($2::bigint[]) and status = 'closed'`,
          [found.id, undo.job_ids],
        );
      }
      if (undo.auto_renew) {
        await client.query(
          `update subscriptions set auto_renew = true, cancel_at = null
            where account_id = $1 and status in ('active', 'past_due')`,
          [found.id],
        );
      }
      return true;
    });
  }

  /**
   * Erases the personal data of every account deleted RESTORE_DAYS ago or more (interface §9):
   * name, email, mobile, photo, documents and their files, favourites, sessions, exports; the
   * profile and jobs' words. What the other side needs stays: messages and reviews (signed
   * "Former member"), orders' number, date, amount and plan. Answers how many it erased, and
   * how many exports past their 7 days it deleted.
   */
  async eraseDue(): Promise<{ erased: number; expired_exports: number }> {
    // Exports past their 7 days: their documents go (the row 404s from then on anyway).
    const expired = await this.deps.pool.query(
      `delete from account_exports where expires_at <= ${NOW_SQL}`,
    );
    const { rows } = await this.deps.pool.query<{ id: string }>(
      `select id::text as id from accounts
        where deleted_at is not null and erased_at is null
          and deleted_at <= ${NOW_SQL} - interval '${RESTORE_DAYS} days'
        order by id`,
    );
    let erased = 0;
    for (const { id } of rows) if (await this.erase(id)) erased += 1;
    return { erased, expired_exports: expired.rowCount ?? 0 };
  }

  private async erase(accountId: string): Promise<boolean> {
    const erased = await inTransaction(this.deps.pool, async (client) => {
      const { rows } = await client.query<AccountRow>(
        'select * from accounts where id = $1 and erased_at is null and deleted_at is not null for update skip locked',
        [accountId],
      );
      const account = rows[0];
      if (!account) return undefined;
      const { rows: files } = await client.query<{ storage_key: string }>(
        'select storage_key from documents where account_id = $1',
        [accountId],
      );
      const { rows: photos } = await client.query<{ photo_url: string }>(
        `select photo_url from caregiver_profiles where account_id = $1 and photo_url is not null
         union select photo_url from accounts where id = $1 and photo_url is not null`,
        [accountId],
      );
      const phone = `${account.country_code}${account.mobile}`;
      const personal = [account.email, account.mobile, account.full_name].filter(
        (text) => text.trim().length > 0,
      );
      const profiles = 'select id from caregiver_profiles where account_id = $1';
      for (const sql of [
        `update caregiver_badges set document_id = null where profile_id in (${profiles})`,
        'delete from documents where account_id = $1',
        `delete from caregiver_badges where profile_id in (${profiles})`,
        'delete from favourites where parent_account_id = $1',
        'delete from otps where account_id = $1',
        'update refresh_tokens set replaced_by = null where account_id = $1',
        'delete from refresh_tokens where account_id = $1',
        'delete from password_resets where account_id = $1',
        'delete from stream_tickets where account_id = $1',
        'delete from stream_presence where account_id = $1',
        'delete from payment_methods where account_id = $1',
        'delete from account_exports where account_id = $1',
        `update jobs set status = 'closed', title = 'Closed job', description = '', schedule = '',
                updated_at = ${NOW_SQL}
          where parent_account_id = $1`,
        `update caregiver_profiles set first_name = '${FORMER_MEMBER}', last_initial = '',
                headline = '', bio = '', photo_url = null, zip = '', city = '', state = '',
                lat = null, lng = null, availability = '[]'::jsonb, published = false,
                updated_at = ${NOW_SQL}
          where account_id = $1`,
        // Orders keep what accounting needs: number, date, amount, plan.
        `update orders set return_origin = null, failure_reason = null, card_brand = null,
                card_last4 = null
          where account_id = $1`,
        `update accounts set full_name = '', email = 'erased-' || id || '@erased.invalid',
                country_code = '', mobile = 'erased-' || id, password_hash = '!',
                profile = '{}'::jsonb, photo_url = null, is_mobile_verified = false, stripe_customer_id = null,
                restore_token_hash = null, deletion_undo = null, erased_at = ${NOW_SQL},
                updated_at = ${NOW_SQL}
          where id = $1`,
      ]) {
        await client.query(sql, [accountId]);
      }
      for (const table of await present(client, ERASED_IF_PRESENT)) {
        await client.query(`delete from ${table} where account_id = $1`, [accountId]);
      }
      // Copies of their address and name elsewhere: the newsletter, forms, the development
      // outbox, rate-limit keys.
      await client.query('delete from newsletter_subscribers where lower(email) = lower($1)', [
        account.email,
      ]);
      await client.query('delete from form_submissions where lower(email) = lower($1)', [
        account.email,
      ]);
      await client.query(
        `delete from outbox where recipient = any($1::text[])
            or exists (select 1 from unnest($2::text[]) p where strpos(outbox.body, p) > 0
                         or strpos(coalesce(outbox.subject, ''), p) > 0)`,
        [[account.email, phone], personal],
      );
      await client.query(
        `delete from rate_events
          where exists (select 1 from unnest($1::text[]) p where strpos(lower(key), lower(p)) > 0)`,
        [personal],
      );
      return {
        files: files.map((file) => file.storage_key),
        photos: photos.map((p) => p.photo_url),
      };
    });
    if (!erased) return false;
    // A photo's files go unless someone else still shows them (the seed shares its pictures).
    for (const url of erased.photos) await releasePhoto(this.deps, url);
    const keys = erased.files;
    for (const key of keys) {
      await this.deps.files
        .remove(key)
        .catch((error: unknown) => this.deps.warn(`erased file not removed: ${String(error)}`));
    }
    return true;
  }
}
