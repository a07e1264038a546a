import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminDocument } from '../../../src/contract/caregivers';
import { CAREGIVER_PATHS } from '../../../src/contract/endpoints';
import { loadConfig } from '../../config';
import { en } from '../../i18n/en';
import { ensureAdminAccount } from '../../services/admin-account';
import { AdminDocumentService } from '../../services/admin-documents';
import { BadgeService, verifiedSql } from '../../services/badges';
import { cardsByProfileIds } from '../../services/favourites';
import { createTestApp, type TestApp } from '../harness';
import { PNG } from '../multipart';
import { ADMIN, admin, bearer, caregiver, isoDay, parent, staff, upload } from './market-people';

let t: TestApp;
let dataDir: string;
let adminToken: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'ftc-admin-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  adminToken = (await admin(t)).token;
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const asAdmin = () => bearer(adminToken);
/** A decision's reason (interface §10: required on approve and reject, 10–500 characters). */
const REASON = 'Checked against the original document.';
const decide = (id: string, body: unknown, headers = asAdmin()) =>
  t.call('POST', CAREGIVER_PATHS.adminDecision(id), body, headers);
const badgeRows = async (profileId: number) =>
  (
    await t.pool.query<{ kind: string; expires_at: Date | null; document_id: string }>(
      'select kind, expires_at, document_id from caregiver_badges where profile_id = $1 order by kind',
      [profileId],
    )
  ).rows;

describe('the admin account (ADMIN_EMAIL, ADMIN_PASSWORD)', () => {
  it('comes from the settings together; without them there is none', () => {
    expect(loadConfig({}).admin).toBeUndefined();
    expect(
      loadConfig({ ADMIN_EMAIL: ' Boss@FTC.test ', ADMIN_PASSWORD: 'sunshine42' }).admin,
    ).toEqual({ email: 'boss@ftc.test', password: 'sunshine42' });
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss@ftc.test' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'sunshine42' })).toThrow(/ADMIN_EMAIL/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss@ftc.test', ADMIN_PASSWORD: 'short' })).toThrow(
      /at least 8 characters/,
    );
  });

  it('is a user-type account with a verified mobile that logs in with POST /v1/user/login', async () => {
    const { rows } = await t.pool.query(
      'select type, is_admin, is_mobile_verified from accounts where email = $1',
      [ADMIN.email],
    );
    expect(rows).toEqual([{ type: 'user', is_admin: true, is_mobile_verified: true }]);
    expect(await ensureAdminAccount(t.pool, ADMIN)).toBe('unchanged');
  });

  it('is updated at start: a new password works, the old sessions end, another email takes over', async () => {
    const other = await createTestApp({ DATA_DIR: dataDir });
    try {
      const first = await admin(other, { email: 'boss@ftc.test', password: 'first-pass-1' });
      expect(
        await ensureAdminAccount(other.pool, { email: 'boss@ftc.test', password: 'second-pass-2' }),
      ).toBe('updated');
      const old = await other.call(
        'GET',
        CAREGIVER_PATHS.adminDocuments,
        undefined,
        bearer(first.token),
      );
      expect(old.status).toBe(401);
      const second = await admin(other, { email: 'boss@ftc.test', password: 'second-pass-2' });
      expect(
        (await other.call('GET', CAREGIVER_PATHS.adminDocuments, undefined, bearer(second.token)))
          .status,
      ).toBe(200);
      // An existing parent named by ADMIN_EMAIL becomes the admin; the former admin is not one.
      const ana = await parent(other);
      await admin(other, { email: ana.form.email, password: 'third-pass-3' });
      const former = await other.call(
        'GET',
        CAREGIVER_PATHS.adminDocuments,
        undefined,
        bearer(second.token),
      );
      expect(former.status).toBe(403);
    } finally {
      await other.close();
    }
  });
});

describe('only staff (moderators and admins) reach the document review', () => {
  const routes = (id: string) =>
    [
      ['GET', CAREGIVER_PATHS.adminDocuments, undefined],
      ['GET', CAREGIVER_PATHS.adminDocumentFile(id), undefined],
      [
        'POST',
        CAREGIVER_PATHS.adminDecision(id),
        { decision: 'approve', kind: 'id', reason: REASON },
      ],
    ] as const;

  it('no session: 401; a parent or a caregiver session: 403 with a message, on every route', async () => {
    const bea = await caregiver(t);
    const id = await upload(t, bea.token);
    const ana = await parent(t);
    for (const [method, url, body] of routes(id)) {
      const anonymous = await t.call(method, url, body);
      expect(anonymous.status, `${method} ${url}`).toBe(401);
      for (const session of [ana, bea]) {
        const refused = await t.call(method, url, body, bearer(session.token));
        expect(refused.status, `${method} ${url}`).toBe(403);
        expect(refused.body).toEqual({
          success: false,
          message: 'This is for FTC staff only.',
        });
      }
    }
    // Nothing was decided by the refused calls.
    const { rows } = await t.pool.query('select status from documents where id = $1', [id]);
    expect(rows[0].status).toBe('pending_review');
  });

  it('answers in Spanish with Accept-Language: es', async () => {
    const ana = await parent(t);
    const refused = await t.call('GET', CAREGIVER_PATHS.adminDocuments, undefined, {
      ...bearer(ana.token),
      'accept-language': 'es-MX,es;q=0.9',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Esto es solo para el personal de FTC.');
  });
});

describe('the review queue', () => {
  it('lists pending documents oldest first with the owner first name, profile id and a file link', async () => {
    const bea = await caregiver(t, { firstName: 'Beatriz' });
    const first = await upload(t, bea.token, { kind: 'identity', expiresOn: isoDay(400) });
    const second = await upload(t, bea.token, { kind: 'certification' });
    const answer = await t.call('GET', CAREGIVER_PATHS.adminDocuments, undefined, asAdmin());
    expect(answer.status).toBe(200);
    const list = answer.body.results as AdminDocument[];
    for (const item of list) AdminDocument.parse(item);
    const ids = list.map((item) => item.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(list.find((item) => item.id === first)).toMatchObject({
      owner_first_name: 'Beatriz',
      owner_profile_id: bea.profileId,
      kind: 'identity',
      status: 'pending',
      expires_on: isoDay(400),
      file_url: CAREGIVER_PATHS.adminDocumentFile(first),
    });
    // Nothing of the owner but the first name.
    expect(JSON.stringify(list)).not.toContain(bea.form.email);
    expect(list.length).toBeLessThanOrEqual(100);
  });

  it('filters by status and refuses an unknown status naming the field', async () => {
    const approved = await t.call(
      'GET',
      `${CAREGIVER_PATHS.adminDocuments}?status=approved`,
      undefined,
      asAdmin(),
    );
    expect(approved.status).toBe(200);
    for (const item of approved.body.results) expect(item.status).toBe('approved');
    const wrong = await t.call(
      'GET',
      `${CAREGIVER_PATHS.adminDocuments}?status=maybe`,
      undefined,
      asAdmin(),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/"status"/);
  });

  it('opens the file for the admin only, with its content type', async () => {
    const bea = await caregiver(t);
    const id = await upload(t, bea.token);
    const url = CAREGIVER_PATHS.adminDocumentFile(id);
    const file = await t.app.inject({ method: 'GET', url, headers: asAdmin() });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    // The owner themself does not open it here (their own list is /documents).
    expect(
      (await t.app.inject({ method: 'GET', url, headers: bearer(bea.token) })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const missing = await t.call(
      'GET',
      CAREGIVER_PATHS.adminDocumentFile('nope-nope-nope-nope'),
      undefined,
      asAdmin(),
    );
    expect(missing.status).toBe(404);
  });
});

describe('deciding', () => {
  it('approving adds the badge to the caregiver profile, expiring with the document', async () => {
    const bea = await caregiver(t);
    const id = await upload(t, bea.token, { expiresOn: isoDay(30) });
    const answer = await decide(id, { decision: 'approve', kind: 'id', reason: REASON });
    expect(answer.status).toBe(200);
    expect(answer.body.results).toMatchObject({ id, status: 'approved' });
    const badges = await badgeRows(bea.profileId);
    expect(badges).toHaveLength(1);
    expect(badges[0]).toMatchObject({ kind: 'id', document_id: id });
    // Good through the document's expiry day (UTC).
    expect(badges[0]?.expires_at?.toISOString()).toBe(`${isoDay(31)}T00:00:00.000Z`);
    const [card] = await cardsByProfileIds(t.pool, [bea.profileId]);
    // `mobile` comes with the verified number; `id` with the approval.
    expect(card?.badges.map((badge) => badge.kind)).toEqual(['mobile', 'id']);
    // The caregiver's public profile shows it.
    const profile = await t.call('GET', CAREGIVER_PATHS.one(bea.profileId));
    expect(profile.status).toBe(200);
    expect(profile.body.results.badges.map((badge: { kind: string }) => badge.kind)).toEqual([
      'mobile',
      'id',
    ]);
    const { rows } = await t.pool.query(
      'select status, reviewed_by, reviewed_at from documents where id = $1',
      [id],
    );
    expect(rows[0]).toMatchObject({ status: 'approved' });
    expect(rows[0].reviewed_at).not.toBeNull();
  });

  it('takes expires_at from the body; one in the past is refused naming the field', async () => {
    const bea = await caregiver(t);
    const id = await upload(t, bea.token, { kind: 'background_check' });
    const past = await decide(id, {
      decision: 'approve',
      kind: 'background_check',
      expires_at: '2001-01-01T00:00:00Z',
      reason: REASON,
    });
    expect(past.status).toBe(400);
    expect(past.body.message).toMatch(/expires_at/);
    const expiresAt = `${isoDay(365)}T12:00:00.000Z`;
    const answer = await decide(id, {
      decision: 'approve',
      kind: 'background_check',
      expires_at: expiresAt,
      reason: REASON,
    });
    expect(answer.status).toBe(200);
    const [badge] = await badgeRows(bea.profileId);
    expect(badge?.expires_at?.toISOString()).toBe(expiresAt);
  });

  it('a second decision is 409 with a message; an unknown document is 404', async () => {
    const bea = await caregiver(t);
    const id = await upload(t, bea.token);
    expect(
      (await decide(id, { decision: 'approve', kind: 'first_aid', reason: REASON })).status,
    ).toBe(200);
    const again = await decide(id, {
      decision: 'reject',
      kind: 'first_aid',
      reason: 'Blurry photo of the card',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'This document is already approved: a document is decided once.',
    );
    const unknown = await decide('AAAAAAAAAAAAAAAAAAAAAA', {
      decision: 'approve',
      kind: 'id',
      reason: REASON,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toMatch(/could not find this document/);
  });

  it('rejecting stores the reason and emails it to the owner', async () => {
    const bea = await caregiver(t);
    const id = await upload(t, bea.token);
    const noReason = await decide(id, { decision: 'reject', kind: 'id' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toMatch(/reason/);
    const reason = 'The photo is blurry: <b>upload</b> a sharper one.';
    const answer = await decide(id, { decision: 'reject', kind: 'id', reason });
    expect(answer.status).toBe(200);
    expect(answer.body.results.status).toBe('rejected');
    const { rows } = await t.pool.query(
      'select status, review_reason from documents where id = $1',
      [id],
    );
    expect(rows[0]).toEqual({ status: 'rejected', review_reason: reason });
    expect(await badgeRows(bea.profileId)).toEqual([]);
    const [mail] = await t.outbox(bea.form.email);
    expect(mail?.channel).toBe('email');
    expect(mail?.body).toContain(`Reason: ${reason}`);
    expect((await decide(id, { decision: 'approve', kind: 'id', reason: REASON })).status).toBe(
      409,
    );
  });

  it('a parent document is approved but gets no badge: 400 saying why', async () => {
    const ana = await parent(t);
    const id = await upload(t, ana.token, { prefix: '/v1/user' });
    const answer = await decide(id, { decision: 'approve', kind: 'id', reason: REASON });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/no caregiver profile/);
    const { rows } = await t.pool.query('select status from documents where id = $1', [id]);
    expect(rows[0].status).toBe('approved');
    expect(
      (await t.pool.query('select 1 from caregiver_badges where document_id = $1', [id])).rows,
    ).toEqual([]);
  });

  it('validation messages name the field', async () => {
    const bea = await caregiver(t);
    const id = await upload(t, bea.token);
    const mobile = await decide(id, { decision: 'approve', kind: 'mobile', reason: REASON });
    expect(mobile.status).toBe(400);
    expect(mobile.body.results.errors[0].field).toBe('kind');
    const decision = await decide(id, { decision: 'maybe', kind: 'id' });
    expect(decision.status).toBe(400);
    expect(decision.body.message).toMatch(/"decision"/);
  });

  it('a rejection whose email cannot be sent is still made, and the admin is told', async () => {
    const bea = await caregiver(t);
    const id = await upload(t, bea.token);
    const failing = new AdminDocumentService(
      t.pool,
      new BadgeService(t.pool),
      { send: async () => Promise.reject(new Error('smtp down')) },
      'http://ftc.test',
    );
    const adminRow = (await t.pool.query('select * from accounts where is_admin')).rows[0];
    const outcome = await failing.decide(id, adminRow, {
      decision: 'reject',
      kind: 'id',
      reason: 'Expired ID',
    });
    expect(outcome).toMatchObject({ ok: true, said: 'admin.rejectedNotEmailed' });
    expect(en['admin.rejectedNotEmailed']).toMatch(/could not email/);
    const { rows } = await t.pool.query('select status from documents where id = $1', [id]);
    expect(rows[0].status).toBe('rejected');
  });
});

describe('decisions by staff (interface §10)', () => {
  it('a moderator reviews too; approve and reject each need a reason and write their audit row', async () => {
    const mo = await staff(t, 'moderator', 'Mona Moderator');
    const asMo = bearer(mo.token);
    expect((await t.call('GET', CAREGIVER_PATHS.adminDocuments, undefined, asMo)).status).toBe(200);
    const bea = await caregiver(t);
    const first = await upload(t, bea.token);
    const second = await upload(t, bea.token);
    for (const body of [
      { decision: 'approve', kind: 'id' },
      { decision: 'approve', kind: 'id', reason: 'too short' },
      { decision: 'reject', kind: 'id', reason: '   ' },
    ]) {
      const refused = await decide(first, body, asMo);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.message).toMatch(/reason/);
      expect(refused.body.results.errors[0].field).toBe('reason');
    }
    const approved = await decide(first, { decision: 'approve', kind: 'id', reason: REASON }, asMo);
    expect(approved.status).toBe(200);
    const rejection = 'The scan is cut off at the bottom edge.';
    const rejected = await decide(
      second,
      { decision: 'reject', kind: 'id', reason: rejection },
      asMo,
    );
    expect(rejected.status).toBe(200);
    const { rows } = await t.pool.query(
      `select action, actor_account_id::int as actor, actor_email, target_kind, target_id, reason
         from audit_log where target_kind = 'document' and target_id = any($1) order by id`,
      [[first, second]],
    );
    expect(rows).toEqual([
      {
        action: 'document.approve',
        actor: mo.user.id,
        actor_email: mo.form.email,
        target_kind: 'document',
        target_id: first,
        reason: REASON,
      },
      {
        action: 'document.reject',
        actor: mo.user.id,
        actor_email: mo.form.email,
        target_kind: 'document',
        target_id: second,
        reason: rejection,
      },
    ]);
  });

  it('a decision that fails writes no audit row (one transaction)', async () => {
    const bea = await caregiver(t);
    const id = await upload(t, bea.token);
    const past = await decide(id, {
      decision: 'approve',
      kind: 'id',
      expires_at: '2001-01-01T00:00:00Z',
      reason: REASON,
    });
    expect(past.status).toBe(400);
    const { rows } = await t.pool.query(
      "select 1 from audit_log where target_kind = 'document' and target_id = $1",
      [id],
    );
    expect(rows).toEqual([]);
  });
});

describe('badge expiry', () => {
  it('an expired badge is neither shown on the card nor counted as verified', async () => {
    const bea = await caregiver(t);
    const id = await upload(t, bea.token);
    expect(
      (await decide(id, { decision: 'approve', kind: 'background_check', reason: REASON })).status,
    ).toBe(200);
    const verified = async () =>
      (
        await t.pool.query(
          `select ${verifiedSql('p')} as verified from caregiver_profiles p where p.id = $1`,
          [bea.profileId],
        )
      ).rows[0].verified;
    expect(await verified()).toBe(true);
    const kinds = async () =>
      (await cardsByProfileIds(t.pool, [bea.profileId]))[0]?.badges.map((badge) => badge.kind);
    expect(await kinds()).toEqual(['mobile', 'background_check']);
    await t.pool.query(
      "update caregiver_badges set expires_at = now() - interval '1 minute' where profile_id = $1",
      [bea.profileId],
    );
    expect(await verified()).toBe(false);
    expect(await kinds()).toEqual(['mobile']);
  });
});

describe('OpenAPI', () => {
  it('documents the admin routes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    expect(doc.paths['/v1/admin/documents'].get.tags).toEqual(['Admin']);
    expect(doc.paths['/v1/admin/documents/{id}/file'].get.tags).toEqual(['Admin']);
    const decision = doc.paths['/v1/admin/documents/{id}/decision'].post;
    expect(
      Object.keys(decision.requestBody.content['application/json'].schema.properties).sort(),
    ).toEqual(['decision', 'expires_at', 'kind', 'reason']);
  });
});
