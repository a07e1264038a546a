import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PATHS } from '../../../src/contract/endpoints';
import type { AccountRow } from '../../services/accounts';
import { createTestApp, type TestApp } from '../harness';
import { bearer, parent, staff } from '../routes/market-people';
import { drained, JOBS_ON } from './support';

// Interface §10: the suspension email goes out only when the suspension commits, whether the
// queue carries it (jobs on: queued in the same transaction) or the process sends it once the
// transaction has ended (jobs off). A report's resolution calls `suspend` in its own
// transaction: one that rolls back suspends nobody and emails nobody.

const REASON = 'Asked families for payment before meeting.';

async function actorOf(t: TestApp, id: number): Promise<AccountRow> {
  const { rows } = await t.pool.query<AccountRow>('select * from accounts where id = $1', [id]);
  return rows[0] as AccountRow;
}

/** `suspend` in a transaction of the caller's that then rolls back. */
async function suspendThenRollBack(t: TestApp, actor: AccountRow, accountId: number) {
  const client = await t.pool.connect();
  try {
    await client.query('begin');
    const outcome = await t.app.ctx.suspensions.suspend(client, actor, String(accountId), {
      reason: REASON,
      until: null,
    });
    expect(outcome).toBe('suspended');
    await client.query('rollback');
  } finally {
    client.release();
  }
}

for (const [label, env] of [
  ['jobs on', JOBS_ON],
  ['jobs off', {}],
] as const) {
  describe(`the suspension email (${label})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(env);
    });
    afterAll(async () => {
      await t?.close();
    });

    it('goes out once the suspension commits, and not at all when it rolls back', async () => {
      const mod = await staff(t, 'moderator');
      const ana = await parent(t, 'Ana Rolled');
      await suspendThenRollBack(t, await actorOf(t, mod.user.id), ana.user.id);
      const bea = await parent(t, 'Bea Suspended');
      const answer = await t.call(
        'POST',
        ADMIN_PATHS.suspend(bea.user.id),
        { reason: REASON },
        bearer(mod.token),
      );
      expect(answer.status).toBe(200);
      if (t.app.ctx.background) await drained(t, 'email');
      const [mail] = await t.outbox(bea.form.email);
      expect(mail?.subject).toBe('Your FTC account is suspended');
      expect(mail?.body).toContain(`Reason: ${REASON}`);
      // The rolled-back one: still active, no email, no audit row.
      expect(await t.outbox(ana.form.email)).not.toContainEqual(
        expect.objectContaining({ subject: 'Your FTC account is suspended' }),
      );
      const { rows } = await t.pool.query(
        `select a.suspended_at, (select count(*)::int from audit_log l
            where l.target_kind = 'account' and l.target_id = a.id::text) as logged
           from accounts a where a.id = $1`,
        [ana.user.id],
      );
      expect(rows[0]).toEqual({ suspended_at: null, logged: 0 });
    });
  });
}
