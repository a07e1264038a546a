import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import { NOW_SQL } from '../db/sql-fragments';
import { inTransaction } from '../db/transaction';
import { badRequest, fieldProblem, forbidden } from '../errors';
import { LANGUAGES, type Language, type Params, translate, type WordKey, word } from '../i18n';
import type { AccountRow } from './accounts';
import { staffRole } from './admin-account';
import { recordAudit } from './audit';
import { languageOrEnglish } from './billing-emails';
import type { QueuedEmail } from './queued-transports';
import type { TokenService } from './tokens';
import type { EmailTransport } from './transports';

export type SuspendOutcome = 'suspended' | 'not_found' | 'already';
export type UnsuspendOutcome = 'unsuspended' | 'not_found' | 'not_suspended';

/** Queues an email in a transaction: it goes out only if that commits. */
export type EnqueueEmail = (email: QueuedEmail, client: pg.PoolClient) => Promise<void>;

export interface SuspensionDeps {
  pool: pg.Pool;
  tokens: TokenService;
  /** The transport (jobs off): an email is sent once the action's transaction has committed. */
  email: EmailTransport;
  /** Jobs on: the email is queued in the action's own transaction. */
  enqueue?: EnqueueEmail;
  publicUrl: string;
  warn: (message: string) => void;
}

/** The account row a suspension looks at, locked for the action. */
interface Target {
  id: string;
  email: string;
  full_name: string;
  language: string;
  is_admin: boolean;
  staff_role: AccountRow['staff_role'];
  suspended_at: Date | null;
}

const ACCOUNT_ID = /^\d{1,18}$/;

/** A time as the member reads it in any language: `2030-01-31 09:00 UTC`. */
export const utcMinute = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * Login, refresh and the OTP login of a suspended account (interface §10): 403 saying so, until
 * when if it is timed, and what to do. Checked only once the password or code was right.
 */
export function refuseSuspended(
  account: Pick<AccountRow, 'suspended_at' | 'suspended_until' | 'language'>,
  request?: FastifyRequest,
) {
  if (!account.suspended_at) return;
  // In the member's language: the request's when it names one, else the one kept on the account.
  if (
    request &&
    !request.headers['accept-language'] &&
    LANGUAGES.includes(account.language as Language)
  )
    request.language = account.language as Language;
  throw forbidden(
    account.suspended_until
      ? word('suspension.loginUntil', { until: utcMinute(account.suspended_until) })
      : word('suspension.login'),
  );
}

/**
 * Suspensions by staff (interface §10). `suspend` and `unsuspend` run in the caller's
 * transaction (a report's resolution calls `suspend` in its own): the account row, the end of
 * every session and stream (on every instance, when it commits), and the audit row commit
 * together; the member's email goes out only after the commit. A timed suspension lifts itself
 * (`liftDue`, a time-driven job).
 */
export class SuspensionService {
  private readonly sending = new Set<Promise<void>>();

  constructor(private readonly deps: SuspensionDeps) {}

  async suspend(
    client: pg.PoolClient,
    actor: AccountRow,
    accountId: string,
    input: { reason: string; until: string | null },
  ): Promise<SuspendOutcome> {
    const target = await this.lock(client, accountId);
    if (!target) return 'not_found';
    refuseTarget(actor, target);
    if (input.until !== null) {
      const { rows } = await client.query<{ future: boolean }>(
        `select $1::timestamptz > ${NOW_SQL} as future`,
        [input.until],
      );
      if (!rows[0]?.future) throw fieldProblem('until', 'suspension.untilPast');
    }
    if (target.suspended_at) return 'already';
    const { rows } = await client.query<{ stamp: string; until: Date | null }>(
      `update accounts set suspended_at = ${NOW_SQL}, suspended_until = $2, suspension_reason = $3,
              updated_at = ${NOW_SQL}
        where id = $1 returning suspended_at::text as stamp, suspended_until as until`,
      [target.id, input.until, input.reason],
    );
    const done = rows[0] as { stamp: string; until: Date | null };
    // A new session version and every login revoked: access tokens stop on their next
    // request, and the `logins_ended` notice closes the account's streams on every instance.
    await this.deps.tokens.endAllSessions(target.id, client);
    await recordAudit(client, {
      actor,
      action: 'account.suspend',
      target: { kind: 'account', id: target.id },
      reason: input.reason,
      details: { until: done.until?.toISOString() ?? null },
    });
    const email = done.until
      ? this.letter(target, 'suspension.email.subject', 'suspension.email.bodyUntil', {
          reason: input.reason,
          until: utcMinute(done.until),
        })
      : this.letter(target, 'suspension.email.subject', 'suspension.email.body', {
          reason: input.reason,
        });
    await this.mail(client, target.id, done.stamp, email);
    return 'suspended';
  }

  async unsuspend(
    client: pg.PoolClient,
    actor: AccountRow,
    accountId: string,
    reason: string,
  ): Promise<UnsuspendOutcome> {
    const target = await this.lock(client, accountId);
    if (!target) return 'not_found';
    refuseTarget(actor, target);
    if (!target.suspended_at) return 'not_suspended';
    await client.query(
      `update accounts set suspended_at = null, suspended_until = null, suspension_reason = null,
              updated_at = ${NOW_SQL} where id = $1`,
      [target.id],
    );
    await recordAudit(client, {
      actor,
      action: 'account.unsuspend',
      target: { kind: 'account', id: target.id },
      reason,
    });
    const email = this.letter(target, 'suspension.email.liftedSubject', 'suspension.email.lifted');
    await this.mail(client, target.id, null, email);
    return 'unsuspended';
  }

  /** Timed suspensions whose `until` the server's clock has passed: lifted, members emailed. */
  async liftDue(enqueue: EnqueueEmail): Promise<number> {
    return inTransaction(this.deps.pool, async (client) => {
      const { rows } = await client.query<Target>(
        `update accounts set suspended_at = null, suspended_until = null, suspension_reason = null,
                updated_at = ${NOW_SQL}
          where suspended_at is not null and suspended_until <= ${NOW_SQL}
          returning id, email, full_name, language`,
      );
      for (const account of rows) {
        await enqueue(
          this.letter(account, 'suspension.email.liftedSubject', 'suspension.email.lifted'),
          client,
        );
      }
      return rows.length;
    });
  }

  /**
   * Whether the account of a refresh token is suspended (its tokens are revoked, so the
   * refresh would only say "log in again"): the refresh answers 403 saying why.
   */
  async refreshOfSuspended(
    refreshToken: string,
  ): Promise<Pick<AccountRow, 'suspended_at' | 'suspended_until' | 'language'> | null> {
    const hash = createHash('sha256').update(refreshToken).digest('hex');
    const { rows } = await this.deps.pool.query<
      Pick<AccountRow, 'suspended_at' | 'suspended_until' | 'language'>
    >(
      `select a.suspended_at, a.suspended_until, a.language
         from refresh_tokens r join accounts a on a.id = r.account_id
        where r.token_hash = $1 and a.suspended_at is not null`,
      [hash],
    );
    return rows[0] ?? null;
  }

  /** Resolves once every email promised so far was handed to the transport (tests). */
  async idle(): Promise<void> {
    while (this.sending.size > 0) await Promise.all([...this.sending]);
  }

  private async lock(client: pg.PoolClient, accountId: string): Promise<Target | undefined> {
    if (!ACCOUNT_ID.test(accountId)) return undefined;
    const { rows } = await client.query<Target>(
      `select id, email, full_name, language, is_admin, staff_role, suspended_at
         from accounts where id = $1 for update`,
      [accountId],
    );
    return rows[0];
  }

  private letter(
    to: Pick<Target, 'email' | 'full_name' | 'language'>,
    subject: WordKey,
    body: WordKey,
    params: Params = {},
  ): QueuedEmail {
    const language = languageOrEnglish(to.language);
    const say = (key: WordKey, values?: Params) => translate(language, key, values);
    return {
      to: to.email,
      subject: say(subject),
      body: [
        say('billing.email.greeting', { name: to.full_name.split(' ')[0] ?? '' }),
        say(body, { ...params, contact: `${this.deps.publicUrl}/contact-us` }),
        say('billing.email.signoff'),
      ].join('\n\n'),
    };
  }

  /**
   * The member's email, out only if the action commits: queued in its transaction (jobs on);
   * else sent from another connection once the transaction has ended (its row lock makes the
   * read wait) and only if the account's `suspended_at` is what the action left.
   */
  private async mail(
    client: pg.PoolClient,
    accountId: string,
    expected: string | null,
    email: QueuedEmail,
  ): Promise<void> {
    if (this.deps.enqueue) {
      await this.deps.enqueue(email, client);
      return;
    }
    const send = (async () => {
      const { rows } = await this.deps.pool.query<{ stamp: string | null }>(
        'select suspended_at::text as stamp from accounts where id = $1 for share',
        [accountId],
      );
      if (!rows[0] || rows[0].stamp !== expected) return;
      await this.deps.email.send(email);
    })().catch((error: unknown) =>
      this.deps.warn(`a suspension email was not sent: ${(error as Error).message}`),
    );
    this.sending.add(send);
    void send.finally(() => this.sending.delete(send));
  }
}

/**
 * Who may not be suspended (or lifted) by whom: nobody acts on their own account, nobody on
 * the ADMIN_EMAIL account, and a moderator not on an admin.
 */
function refuseTarget(actor: AccountRow, target: Target) {
  if (String(actor.id) === String(target.id)) throw badRequest('suspension.notYourself');
  if (target.is_admin) throw forbidden('suspension.notTheAdmin');
  if (staffRole(actor) !== 'admin' && staffRole(target) === 'admin')
    throw forbidden('suspension.notAnAdmin');
}
