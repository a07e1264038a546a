import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUES } from '../../background/queues';
import { createTestApp, signUpAndVerify, type TestApp } from '../harness';
import { caregiver, upload } from '../routes/market-people';
import { background, drained, JOBS_ON, until } from './support';

const EXPIRED_SUBJECT = 'Your FTC badge has expired';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(JOBS_ON);
});
afterAll(async () => {
  await t?.close();
});

/** The ids of the verified caregivers near Austin (where market-people puts them). */
async function verifiedNearAustin(): Promise<number[]> {
  const answer = await t.call('GET', '/v1/caregivers?near=78701&verified=1&page_size=50');
  expect(answer.status).toBe(200);
  return (answer.body.results.items as { id: number }[]).map((card) => card.id);
}

async function grant(profileId: number, kind: string, expiresIn: string) {
  await t.pool.query(
    `insert into caregiver_badges (profile_id, kind, verified_at, expires_at)
     values ($1, $2, now(), now() + $3::interval)
     on conflict (profile_id, kind) do update set expires_at = excluded.expires_at`,
    [profileId, kind, expiresIn],
  );
}

const expiryEmails = async (email: string) =>
  (await t.outbox(email)).filter((mail) => mail.subject === EXPIRED_SUBJECT);

describe('badges expire', () => {
  it('an expired badge leaves the verified search at once; the job tells the owner once; a renewal brings it back', async () => {
    const carer = await caregiver(t, { firstName: 'Vera' });
    const other = await caregiver(t, { firstName: 'Otto' });
    await grant(carer.profileId, 'background_check', '1 hour');
    await grant(other.profileId, 'id', '30 days');
    expect(await verifiedNearAustin()).toEqual(
      expect.arrayContaining([carer.profileId, other.profileId]),
    );

    // It expires: search and the profile leave it out before any job runs.
    await t.pool.query(
      `update caregiver_badges set expires_at = now() - interval '1 second' where profile_id = $1`,
      [carer.profileId],
    );
    expect(await verifiedNearAustin()).not.toContain(carer.profileId);
    expect(await verifiedNearAustin()).toContain(other.profileId);
    const profile = await t.call('GET', `/v1/caregivers/${carer.profileId}`);
    expect(
      (profile.body.results.badges as { kind: string }[]).map((badge) => badge.kind),
    ).not.toContain('background_check');

    // The hourly job marks it and emails its owner, once, whoever runs it how often.
    // (The seed's caregivers have a few expired badges too.)
    const first = (await background(t).run(QUEUES.badges)) as { expired: number };
    expect(first.expired).toBeGreaterThanOrEqual(1);
    expect(
      await Promise.all([background(t).run(QUEUES.badges), background(t).run(QUEUES.badges)]),
    ).toEqual([{ expired: 0 }, { expired: 0 }]);
    const mails = await until(
      async () => {
        const found = await expiryEmails(carer.form.email);
        return found.length > 0 && found;
      },
      15_000,
      'the badge email',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain('Your background check badge expired on');
    expect(mails[0]?.body).toContain('http://ftc.test/upload-document');
    await drained(t, QUEUES.email);
    expect(await expiryEmails(other.form.email)).toEqual([]);
    expect(await verifiedNearAustin()).not.toContain(carer.profileId);

    // A badge found long after it expired (before the jobs ran at all) is marked, not told.
    await t.pool.query(
      `update caregiver_badges set expires_at = now() - interval '30 days' where profile_id = $1`,
      [other.profileId],
    );
    expect(await background(t).run(QUEUES.badges)).toEqual({ expired: 1 });
    await drained(t, QUEUES.email);
    expect(await expiryEmails(other.form.email)).toEqual([]);

    // A newer approval (the admin's decision) renews it: shown, counted, and told again when
    // that one expires.
    await t.app.ctx.badges.grant({
      profileId: String(carer.profileId),
      kind: 'background_check',
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      documentId: await upload(t, carer.token, {
        kind: 'background_check',
        prefix: '/v1/service-provider',
      }),
    });
    expect(await verifiedNearAustin()).toContain(carer.profileId);
    const { rows } = await t.pool.query(
      'select expiry_notified_at from caregiver_badges where profile_id = $1',
      [carer.profileId],
    );
    expect(rows).toEqual([{ expiry_notified_at: null }]);
  });
});

describe('the daily cleanup', () => {
  it('removes expired codes, dead sessions, old outbox rows and used stream tickets, and nothing still in use', async () => {
    const session = await signUpAndVerify(t);
    const accountId = String(session.user.id);
    const q = (sql: string, values: unknown[] = []) => t.pool.query(sql, values);

    // Codes and reset links: long expired (go), just expired (stay a day), live (stay).
    await q(
      `insert into otps (account_id, code_hash, expires_at) values
         ($1, 'old', now() - interval '2 days'), ($1, 'recent', now() - interval '1 hour'),
         ($1, 'live', now() + interval '5 minutes')`,
      [accountId],
    );
    await q(
      `insert into password_resets (account_id, token_hash, expires_at) values
         ($1, 'old-reset', now() - interval '3 days'), ($1, 'live-reset', now() + interval '1 hour')`,
      [accountId],
    );
    // Logins: a family dead for two days (goes), one whose last token was revoked an hour ago
    // (stays), and the live session's family, which has a retired token (stays: reuse of a
    // retired token is how theft is recognised).
    await q(
      `insert into refresh_tokens (account_id, token_hash, family, expires_at, revoked_at) values
         ($1, 'dead-1', '00000000-0000-4000-8000-000000000001', now() + interval '20 days', now() - interval '2 days'),
         ($1, 'dead-2', '00000000-0000-4000-8000-000000000001', now() - interval '3 days', null),
         ($1, 'recent-1', '00000000-0000-4000-8000-000000000002', now() + interval '20 days', now() - interval '1 hour')`,
      [accountId],
    );
    const refreshed = await t.call('POST', '/v1/user/refresh-token', {
      refresh_token: session.refresh_token,
    });
    expect(refreshed.status).toBe(200);
    const live = refreshed.body.results as { token: string; refresh_token: string };
    const liveFamily = () =>
      q(
        `select count(*)::int as n from refresh_tokens
          where account_id = $1 and token_hash not in ('dead-1', 'dead-2', 'recent-1')`,
        [accountId],
      ).then(({ rows }) => rows[0].n);
    expect(await liveFamily()).toBe(2);

    await q(
      `insert into outbox (channel, recipient, body, created_at) values
         ('email', 'old@example.com', 'old', now() - interval '8 days'),
         ('email', 'new@example.com', 'new', now() - interval '1 day')`,
    );
    await q(
      `insert into stream_tickets (hash, account_id, created_at) values
         ('old-ticket', $1, now() - interval '1 hour'), ('fresh-ticket', $1, now())`,
      [accountId],
    );

    const counts = await background(t).run(QUEUES.cleanup);
    expect(counts).toMatchObject({
      otps: 1,
      passwordResets: 1,
      refreshTokens: 2,
      outbox: 1,
      streamTickets: 1,
    });

    const left = async (sql: string) => (await q(sql, [accountId])).rows.map((row) => row.k);
    expect(await left('select code_hash as k from otps where account_id = $1 order by k')).toEqual(
      expect.arrayContaining(['live', 'recent']),
    );
    expect(
      await left(`select code_hash as k from otps where account_id = $1 and code_hash = 'old'`),
    ).toEqual([]);
    expect(
      await left('select token_hash as k from password_resets where account_id = $1 order by k'),
    ).toEqual(['live-reset']);
    expect(
      await left(
        `select token_hash as k from refresh_tokens where account_id = $1 and token_hash like '%-_' order by k`,
      ),
    ).toEqual(['recent-1']);
    expect((await q(`select recipient from outbox where body in ('old', 'new')`)).rows).toEqual([
      { recipient: 'new@example.com' },
    ]);
    expect(await left('select hash as k from stream_tickets where account_id = $1')).toEqual([
      'fresh-ticket',
    ]);

    // The live session keeps its retired token (what recognises a stolen one reused) and
    // still works.
    expect(await liveFamily()).toBe(2);
    const again = await t.call('POST', '/v1/user/refresh-token', {
      refresh_token: live.refresh_token,
    });
    expect(again.status).toBe(200);
    expect(
      (await t.call('GET', '/v1/user', undefined, { authorization: `Bearer ${live.token}` }))
        .status,
    ).toBe(200);
    // Running it again finds nothing more.
    expect(await background(t).run(QUEUES.cleanup)).toEqual({
      otps: 0,
      passwordResets: 0,
      refreshTokens: 0,
      outbox: 0,
      streamTickets: 0,
    });
  });

  it('the hourly prune drops old rate-limit events only', async () => {
    await t.pool.query(
      `insert into rate_events (key, at) values ('jobs-test:old', now() - interval '2 days'),
         ('jobs-test:new', now())`,
    );
    await background(t).run(QUEUES.prune);
    const { rows } = await t.pool.query(
      `select key from rate_events where key like 'jobs-test:%' order by key`,
    );
    expect(rows).toEqual([{ key: 'jobs-test:new' }]);
  });
});
