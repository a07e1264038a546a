import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditPage } from '../../../src/contract/admin-accounts';
import { ADMIN_PATHS } from '../../../src/contract/endpoints';
import { recordAudit } from '../../services/audit';
import { createTestApp, type TestApp } from '../harness';
import { admin, bearer, parent, staff } from './market-people';

// Interface §10: admins grant and take away staff roles (the ADMIN_EMAIL account's is fixed),
// a suspended staff member loses the desk at once, the audit log lists what staff did, and
// nothing, not even the application's own database role, can change or delete a row of it.

let t: TestApp;
let boss: { token: string; user: { id: number } };

beforeAll(async () => {
  t = await createTestApp();
  boss = await admin(t);
});
afterAll(async () => {
  await t?.close();
});

const asBoss = () => bearer(boss.token);
const setRole = (id: number | string, body: unknown, headers: Record<string, string> = asBoss()) =>
  t.call('PUT', ADMIN_PATHS.staff(id), body, headers);
const accounts = (token: string) =>
  t.call('GET', `${ADMIN_PATHS.accounts}?q=zz`, undefined, bearer(token));
const audit = (query = '', headers: Record<string, string> = asBoss()) =>
  t.call('GET', `${ADMIN_PATHS.audit}${query}`, undefined, headers);

describe('PUT /v1/admin/staff/{account_id}', () => {
  it('grants a role that holds on the next request, takes it away, and logs old and new', async () => {
    const sam = await parent(t, 'Sam Helper');
    expect((await accounts(sam.token)).status).toBe(403);
    const granted = await setRole(sam.user.id, { role: 'moderator', reason: 'Joins the desk.' });
    expect(granted.status).toBe(200);
    expect(granted.body).toEqual({
      success: true,
      message: 'Sam Helper is now a moderator.',
      results: { id: sam.user.id, staff_role: 'moderator' },
    });
    expect((await accounts(sam.token)).status).toBe(200);
    // A moderator is not an admin: no roles, no audit log.
    expect((await setRole(sam.user.id, { role: 'admin' }, bearer(sam.token))).status).toBe(403);
    expect((await audit('', bearer(sam.token))).status).toBe(403);
    const removed = await setRole(sam.user.id, { role: null });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Sam Helper has no staff role now.');
    expect((await accounts(sam.token)).status).toBe(403);
    const { rows } = await t.pool.query(
      `select action, reason, details from audit_log
        where target_kind = 'account' and target_id = $1 order by id`,
      [String(sam.user.id)],
    );
    expect(rows).toEqual([
      {
        action: 'staff.role',
        reason: 'Joins the desk.',
        details: { old: null, new: 'moderator' },
      },
      { action: 'staff.role', reason: null, details: { old: 'moderator', new: null } },
    ]);
  });

  it("the ADMIN_EMAIL account's role cannot change (409); unknown 404; bad input names the field", async () => {
    const fixed = await setRole(boss.user.id, { role: null });
    expect(fixed.status).toBe(409);
    expect(fixed.body.message).toMatch(/always an administrator/);
    expect((await setRole(999_999_999, { role: 'moderator' })).status).toBe(404);
    expect((await setRole('nope', { role: 'moderator' })).status).toBe(404);
    const ana = await parent(t);
    for (const [body, field] of [
      [{}, 'role'],
      [{ role: 'owner' }, 'role'],
      [{ role: 'moderator', reason: 'x'.repeat(501) }, 'reason'],
    ] as const) {
      const answer = await setRole(ana.user.id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.results.errors[0].field).toBe(field);
    }
    expect((await setRole(ana.user.id, { role: 'admin' }, bearer(ana.token))).status).toBe(403);
    expect((await setRole(ana.user.id, { role: 'admin' }, {})).status).toBe(401);
  });

  it('a suspended staff member loses the desk at once', async () => {
    const mo = await staff(t, 'moderator', 'Mo Suspended');
    expect((await accounts(mo.token)).status).toBe(200);
    // Even with a session still live (a suspension also ends them), the role is gone.
    await t.pool.query('update accounts set suspended_at = now() where id = $1', [mo.user.id]);
    const refused = await accounts(mo.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This is for FTC staff only.');
    await t.pool.query('update accounts set suspended_at = null where id = $1', [mo.user.id]);
    // Through the route: the session ends.
    const suspended = await t.call(
      'POST',
      ADMIN_PATHS.suspend(mo.user.id),
      { reason: 'Shared member data outside the desk.' },
      asBoss(),
    );
    expect(suspended.status).toBe(200);
    expect((await accounts(mo.token)).status).toBe(401);
  });
});

describe('GET /v1/admin/audit', () => {
  it('lists staff actions newest first, by actor (id or email) and target (kind:id or id)', async () => {
    const ana = await parent(t);
    const mo = await staff(t, 'moderator', 'Mo Auditor');
    const first = 'First warning for rude messages.';
    const second = 'Second time: suspended for a week.';
    expect((await setRole(ana.user.id, { role: 'moderator' })).status).toBe(200);
    expect((await setRole(ana.user.id, { role: null })).status).toBe(200);
    const until = new Date(Date.now() + 7 * 86_400_000).toISOString();
    expect(
      (
        await t.call(
          'POST',
          ADMIN_PATHS.suspend(ana.user.id),
          { reason: second, until },
          bearer(mo.token),
        )
      ).status,
    ).toBe(200);
    await recordAudit(t.pool, {
      actor: { id: String(mo.user.id), email: mo.form.email },
      action: 'report.resolve',
      target: { kind: 'report', id: ana.user.id },
      reason: first,
    });
    const all = await audit();
    expect(all.status).toBe(200);
    const page = AuditPage.parse(all.body.results);
    expect(all.body.message).toBe(`Actions in the audit log: ${page.total}.`);
    expect(page.page_size).toBe(25);
    expect(page.items[0]).toMatchObject({
      action: 'report.resolve',
      actor: { id: mo.user.id, email: mo.form.email },
      target: { kind: 'report', id: String(ana.user.id) },
      reason: first,
    });
    const byActorId = await audit(`?actor=${mo.user.id}`);
    expect(byActorId.body.results.items.map((row: { action: string }) => row.action)).toEqual([
      'report.resolve',
      'account.suspend',
    ]);
    const byEmail = await audit(`?actor=${encodeURIComponent(mo.form.email.toUpperCase())}`);
    expect(byEmail.body.results.total).toBe(2);
    const byTarget = await audit(`?target=account:${ana.user.id}`);
    expect(byTarget.body.results.items.map((row: { action: string }) => row.action)).toEqual([
      'account.suspend',
      'staff.role',
      'staff.role',
    ]);
    // Just the id: the report and the account share it here.
    expect((await audit(`?target=${ana.user.id}`)).body.results.total).toBe(4);
    const both = await audit(`?actor=${boss.user.id}&target=account:${ana.user.id}`);
    expect(both.body.results.total).toBe(2);
    const beyond = await audit(`?target=account:${ana.user.id}&page=2`);
    expect(beyond.body.results).toMatchObject({ items: [], total: 3, page: 2 });
    const none = await audit('?actor=nobody@nowhere.test');
    expect(none.body).toMatchObject({
      message: 'No action in the audit log matches.',
      results: { items: [], total: 0 },
    });
  });

  it('refuses bad input naming the field; a member 403, no session 401', async () => {
    for (const [query, field] of [
      ['?page=0', 'page'],
      ['?page=x', 'page'],
      [`?actor=${'a'.repeat(321)}`, 'actor'],
    ] as const) {
      const answer = await audit(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.results.errors[0].field).toBe(field);
    }
    const ana = await parent(t);
    expect((await audit('', bearer(ana.token))).status).toBe(403);
    expect((await audit('', {})).status).toBe(401);
  });
});

describe('the audit log is append-only', () => {
  it("the application's database role can neither update, delete nor truncate a row", async () => {
    const id = await recordAudit(t.pool, {
      actor: { id: String(boss.user.id), email: 'admin@ftc.test' },
      action: 'faq.update',
      target: { kind: 'faq', id: 7 },
      reason: 'Kept for ever.',
    });
    // A connection as the application makes it (DATABASE_URL), not the test's pool.
    const client = new pg.Client({ connectionString: t.databaseUrl });
    await client.connect();
    try {
      const role = await client.query<{ role: string }>('select current_user as role');
      const pool = await t.pool.query<{ role: string }>('select current_user as role');
      expect(role.rows[0]?.role).toBe(pool.rows[0]?.role);
      for (const statement of [
        `update audit_log set reason = 'changed' where id = ${Number(id)}`,
        `delete from audit_log where id = ${Number(id)}`,
        'truncate audit_log',
      ]) {
        await expect(client.query(statement), statement).rejects.toThrow(/append-only/);
      }
    } finally {
      await client.end();
    }
    const { rows } = await t.pool.query(
      'select action, target_id, reason from audit_log where id = $1',
      [id],
    );
    expect(rows).toEqual([{ action: 'faq.update', target_id: '7', reason: 'Kept for ever.' }]);
  });
});
