import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConversationSummary, Message } from '../../../src/contract/conversations';
import { CONVERSATION_PATHS, JOB_PATHS } from '../../../src/contract/endpoints';
import { createTestApp, type TestApp } from '../harness';
import { bearer, caregiver, givePlan, isoDay, parent } from './market-people';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Person = { token: string; user: { id: number } };
type Carer = Person & { profileId: number; firstName: string };

const start = (who: Person, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.call('POST', CONVERSATION_PATHS.list, body, { ...bearer(who.token), ...headers });
const send = (who: Person, id: number, body: unknown) =>
  t.call('POST', CONVERSATION_PATHS.messages(id), { body }, bearer(who.token));
const read = (who: Person, id: number, query = '') =>
  t.call('GET', `${CONVERSATION_PATHS.messages(id)}${query}`, undefined, bearer(who.token));
const list = async (who: Person) => {
  const answer = await t.call('GET', CONVERSATION_PATHS.list, undefined, bearer(who.token));
  expect(answer.status).toBe(200);
  return (answer.body.results as unknown[]).map((item) => ConversationSummary.parse(item));
};
const unread = async (who: Person) => {
  const answer = await t.call('GET', CONVERSATION_PATHS.unread, undefined, bearer(who.token));
  expect(answer.status).toBe(200);
  return answer.body.results.unread_count as number;
};

/** A parent's open job and the caregiver's application to it; the application id. */
async function applied(
  mom: Person,
  carer: Carer,
): Promise<{ jobId: number; applicationId: number }> {
  const job = await t.call(
    'POST',
    JOB_PATHS.own,
    {
      title: 'After-school sitter for two',
      description: 'Pick up from school, homework, snacks.',
      zip: '78701',
      services: ['after_school'],
      age_groups: ['school_age'],
      schedule: 'Mon–Fri 3–6 pm',
      hourly_rate_max: 2500,
      starts_on: isoDay(7),
    },
    bearer(mom.token),
  );
  if (job.status !== 201) throw new Error(`job: ${job.status} ${job.body.message}`);
  const application = await t.call(
    'POST',
    JOB_PATHS.apply(job.body.results.id),
    { message: 'Hello! I would love to help your family.' },
    bearer(carer.token),
  );
  if (application.status !== 201)
    throw new Error(`apply: ${application.status} ${application.body.message}`);
  return { jobId: job.body.results.id, applicationId: application.body.results.id };
}

/** A conversation the caregiver started from its application to the parent's job. */
async function caregiverStarted(mom: Person, carer: Carer, body = 'Hello from the caregiver!') {
  const { applicationId } = await applied(mom, carer);
  const answer = await start(carer, { application_id: applicationId, body });
  expect(answer.status).toBe(201);
  return answer.body.results.conversation_id as number;
}

describe('starting a conversation: the paywall (interface §7)', () => {
  it('a parent without a plan cannot start one, from a caregiver or from an application', async () => {
    const ana = await parent(t);
    const bea = await caregiver(t);
    const fromCaregiver = await start(ana, { caregiver_id: bea.profileId, body: 'Hello!' });
    expect(fromCaregiver.status).toBe(403);
    expect(fromCaregiver.body).toMatchObject({
      success: false,
      results: { code: 'subscription_required' },
    });
    expect(fromCaregiver.body.message).toMatch(
      /^Starting a conversation with a caregiver needs a plan/,
    );
    const { applicationId } = await applied(ana, bea);
    const fromApplication = await start(ana, { application_id: applicationId, body: 'Hello!' });
    expect(fromApplication.status).toBe(403);
    expect(fromApplication.body.results).toEqual({ code: 'subscription_required' });
    const spanish = await start(
      ana,
      { caregiver_id: bea.profileId, body: 'Hola' },
      { 'accept-language': 'es' },
    );
    expect(spanish.body.message).toMatch(
      /^Para iniciar una conversación con un cuidador necesitas un plan/,
    );
    // Nothing was stored.
    const { rows } = await t.pool.query(
      'select count(*)::int as n from conversations where parent_account_id = $1',
      [ana.user.id],
    );
    expect(rows[0].n).toBe(0);
    expect(await list(ana)).toEqual([]);
  });

  it('a caregiver starts one from its own application; the parent without a plan replies', async () => {
    const ana = await parent(t);
    const bea = await caregiver(t, { firstName: 'Beatriz' });
    const { applicationId } = await applied(ana, bea);
    const started = await start(bea, { application_id: applicationId, body: 'Hi Ana!' });
    expect(started.status).toBe(201);
    expect(started.body.message).toBe('Your message is sent.');
    const id = started.body.results.conversation_id as number;

    const reply = await send(ana, id, 'Hello Beatriz, thanks for writing.');
    expect(reply.status).toBe(201);
    expect(Message.parse(reply.body.results)).toMatchObject({
      from_me: true,
      body: 'Hello Beatriz, thanks for writing.',
    });
    // The pair has a conversation now: the parent's "Message" from the profile writes in it.
    const again = await start(ana, { caregiver_id: bea.profileId, body: 'One more thing.' });
    expect(again.status).toBe(201);
    expect(again.body.results.conversation_id).toBe(id);
    // …and the caregiver starting again from its application too.
    const twice = await start(bea, { application_id: applicationId, body: 'And me again.' });
    expect(twice.body.results.conversation_id).toBe(id);

    const thread = await read(bea, id);
    expect(thread.status).toBe(200);
    expect(thread.body.results.map((m: Message) => [m.body, m.from_me])).toEqual([
      ['Hi Ana!', true],
      ['Hello Beatriz, thanks for writing.', false],
      ['One more thing.', false],
      ['And me again.', true],
    ]);
    const [summary] = await list(ana);
    expect(summary).toMatchObject({
      id,
      other: { id: bea.profileId, first_name: 'Beatriz', kind: 'caregiver' },
      last_message: { body: 'And me again.', from_me: false },
      blocked: false,
    });
    const [theirs] = await list(bea);
    expect(theirs?.other).toEqual({
      id: ana.user.id,
      first_name: 'Ana',
      kind: 'parent',
      photo_url: null,
    });
    // No full name, email or mobile of either side.
    const text = JSON.stringify(await list(ana)) + JSON.stringify(await list(bea));
    expect(text).not.toMatch(/Parent|Carer|@/);
  });

  it('with an active plan a parent starts from a caregiver or an application; an expired plan does not count', async () => {
    const ana = await parent(t);
    await givePlan(t, ana.user.id, 'user');
    const bea = await caregiver(t);
    const cleo = await caregiver(t);
    const first = await start(ana, { caregiver_id: bea.profileId, body: 'Hello Bea!' });
    expect(first.status).toBe(201);
    const { applicationId } = await applied(ana, cleo);
    const second = await start(ana, { application_id: applicationId, body: 'Hello Cleo!' });
    expect(second.status).toBe(201);
    expect(second.body.results.conversation_id).not.toBe(first.body.results.conversation_id);
    const { rows } = await t.pool.query(
      'select started_by, application_id::int from conversations where id = $1',
      [second.body.results.conversation_id],
    );
    expect(rows[0]).toEqual({ started_by: 'parent', application_id: applicationId });

    // The plan's period ends (a renewal not run): starting is refused again.
    await t.pool.query(
      "update subscriptions set current_period_end = now() - interval '1 minute' where account_id = $1",
      [ana.user.id],
    );
    const dan = await caregiver(t);
    const expired = await start(ana, { caregiver_id: dan.profileId, body: 'Hello Dan!' });
    expect(expired.status).toBe(403);
    expect(expired.body.results).toEqual({ code: 'subscription_required' });
    // Existing conversations go on.
    expect((await send(ana, first.body.results.conversation_id, 'Still here.')).status).toBe(201);
  });

  it('a caregiver cannot start from a caregiver id, nor from someone else’s application', async () => {
    const ana = await parent(t);
    const bea = await caregiver(t);
    const cleo = await caregiver(t);
    const byProfile = await start(bea, { caregiver_id: cleo.profileId, body: 'Hi' });
    expect(byProfile.status).toBe(403);
    expect(byProfile.body.message).toBe(
      'A caregiver starts a conversation from one of their applications: give application_id.',
    );
    const { applicationId } = await applied(ana, bea);
    const notMine = await start(cleo, { application_id: applicationId, body: 'Hi' });
    expect(notMine.status).toBe(404);
    expect(notMine.body.message).toBe('We could not find this application among yours.');
    // A parent naming an application to someone else's job.
    const ben = await parent(t, 'Ben Parent');
    await givePlan(t, ben.user.id, 'user');
    const other = await start(ben, { application_id: applicationId, body: 'Hi' });
    expect(other.status).toBe(404);
    // Unknown and unpublished caregivers.
    const unknown = await start(ben, { caregiver_id: 99_999_999, body: 'Hi' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('We could not find this caregiver.');
    const hidden = await caregiver(t, { published: false });
    expect((await start(ben, { caregiver_id: hidden.profileId, body: 'Hi' })).status).toBe(404);
    // Without a session.
    expect(
      (await t.call('POST', CONVERSATION_PATHS.list, { caregiver_id: 1, body: 'Hi' })).status,
    ).toBe(401);
    expect((await t.call('GET', CONVERSATION_PATHS.list)).status).toBe(401);
  });
});

describe('bodies: validation messages name the field; HTML is text', () => {
  it('refuses empty, blank and too long bodies and a wrong pair of ids, naming the field', async () => {
    const ana = await parent(t);
    const bea = await caregiver(t);
    const id = await caregiverStarted(ana, bea);
    const cases: [unknown, string, string][] = [
      ['', 'body', 'body is required: write a message.'],
      ['  \n\t ', 'body', 'body is required: write a message.'],
      ['x'.repeat(2001), 'body', 'body can have at most 2000 characters.'],
      [undefined, 'body', 'body is required: write a message.'],
      [42, 'body', 'body is required: write a message.'],
    ];
    for (const [body, field, message] of cases) {
      const answer = await send(ana, id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message, JSON.stringify(body)).toBe(message);
      expect(answer.body.results.errors[0].field).toBe(field);
    }
    expect((await send(ana, id, 'x'.repeat(2000))).status).toBe(201);
    const both = await start(ana, { caregiver_id: bea.profileId, application_id: 1, body: 'Hi' });
    expect(both.status).toBe(400);
    expect(both.body.message).toBe('Give either caregiver_id or application_id (one of them).');
    const neither = await start(ana, { body: 'Hi' });
    expect(neither.body.message).toBe('Give either caregiver_id or application_id (one of them).');
    const badId = await start(ana, { caregiver_id: 'abc', body: 'Hi' });
    expect(badId.body.message).toBe('caregiver_id must be the id of a caregiver (a whole number).');
    const spanish = await t.call(
      'POST',
      CONVERSATION_PATHS.messages(id),
      { body: '' },
      { ...bearer(ana.token), 'accept-language': 'es' },
    );
    expect(spanish.body.message).toBe('body es obligatorio: escribe un mensaje.');
    const badPath = await read(ana, 0);
    expect(badPath.status).toBe(400);
    expect(badPath.body.message).toBe('id must be the id of a conversation (a whole number).');
    const bothCursors = await read(ana, id, '?after=1&before=5');
    expect(bothCursors.status).toBe(400);
    expect(bothCursors.body.message).toBe('Give either after or before (one of them), not both.');
    const badCursor = await read(ana, id, '?after=x');
    expect(badCursor.status).toBe(400);
    expect(badCursor.body.message).toBe('after must be the id of a message (a whole number).');
  });

  it('stores and answers HTML as the text it is, never escaped twice', async () => {
    const ana = await parent(t);
    const bea = await caregiver(t);
    const html = '<script>alert("hi")</script> & <b>bold</b> &amp; 5 < 6 > 4 \'quoted\'';
    const id = await caregiverStarted(ana, bea, html);
    const sent = await send(ana, id, `  ${html}\r\nline two  `);
    expect(sent.body.results.body).toBe(`${html}\nline two`);
    const thread = await read(ana, id);
    expect(thread.body.results.map((m: Message) => m.body)).toEqual([html, `${html}\nline two`]);
    const { rows } = await t.pool.query(
      'select body from messages where conversation_id = $1 order by id',
      [id],
    );
    expect(rows.map((row) => row.body)).toEqual([html, `${html}\nline two`]);
    const [summary] = await list(bea);
    expect(summary?.last_message?.body).toBe(`${html}\nline two`);
  });
});

describe("someone else's conversation is 404 (never 403)", () => {
  it('for a parent and a caregiver who do not take part: read, send, block, report', async () => {
    const ana = await parent(t);
    const bea = await caregiver(t);
    const id = await caregiverStarted(ana, bea);
    const ben = await parent(t, 'Ben Parent');
    await givePlan(t, ben.user.id, 'user');
    const cleo = await caregiver(t);
    for (const stranger of [ben, cleo]) {
      const answers = [
        await read(stranger, id),
        await send(stranger, id, 'Hello?'),
        await t.call('POST', CONVERSATION_PATHS.block(id), {}, bearer(stranger.token)),
        await t.call(
          'POST',
          CONVERSATION_PATHS.report(id),
          { reason: 'scam' },
          bearer(stranger.token),
        ),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(404);
        expect(answer.body.message).toBe('We could not find this conversation among yours.');
      }
      expect(await list(stranger)).toEqual([]);
    }
    expect((await read(ana, 987_654_321)).status).toBe(404);
    // Nothing changed for the participants.
    const [summary] = await list(ana);
    expect(summary).toMatchObject({ id, blocked: false });
    const { rows } = await t.pool.query(
      "select count(*)::int as n from reports where target_kind = 'conversation' and target_id = $1",
      [id],
    );
    expect(rows[0].n).toBe(0);
  });
});

describe('block and report', () => {
  it('either side blocks: then neither can send, with a clear refusal', async () => {
    const ana = await parent(t);
    const bea = await caregiver(t);
    const id = await caregiverStarted(ana, bea);
    const blocked = await t.call('POST', CONVERSATION_PATHS.block(id), {}, bearer(ana.token));
    expect(blocked.status).toBe(200);
    expect(blocked.body.message).toBe(
      'The conversation is blocked: no more messages can be sent in it.',
    );
    expect(ConversationSummary.parse(blocked.body.results)).toMatchObject({ id, blocked: true });
    for (const who of [ana, bea]) {
      const refused = await send(who, id, 'Hello?');
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(
        'This conversation is blocked: no more messages can be sent in it, by either side.',
      );
    }
    const viaStart = await start(ana, { caregiver_id: bea.profileId, body: 'Hi again' });
    expect(viaStart.status).toBe(403);
    expect(viaStart.body.message).toMatch(/blocked/);
    // Idempotent (no body needed); the other side's block keeps the first.
    expect(
      (await t.call('POST', CONVERSATION_PATHS.block(id), undefined, bearer(bea.token))).status,
    ).toBe(200);
    const { rows } = await t.pool.query('select blocked_by from conversations where id = $1', [id]);
    expect(rows[0].blocked_by).toBe('parent');
    expect((await list(bea))[0]?.blocked).toBe(true);
    // Reading still works.
    expect((await read(bea, id)).body.results).toHaveLength(1);
  });

  it('a report goes to the staff queue: reason from the list, the old free text as details', async () => {
    const ana = await parent(t);
    const bea = await caregiver(t);
    const id = await caregiverStarted(ana, bea);
    const report = await t.call(
      'POST',
      CONVERSATION_PATHS.report(id),
      {
        reason: 'off_platform_payment',
        details: '  Asked me to pay outside the site <b>now</b>  ',
      },
      bearer(ana.token),
    );
    expect(report.status).toBe(200);
    expect(report.body.message).toBe(
      'Thank you: your report is with our team, who will look at it.',
    );
    const { rows } = await t.pool.query(
      `select id::int as id, reporter_account_id::int as reporter, reason, details from reports
        where target_kind = 'conversation' and target_id = $1`,
      [id],
    );
    expect(rows).toEqual([
      {
        id: report.body.results.report_id,
        reporter: ana.user.id,
        reason: 'off_platform_payment',
        details: 'Asked me to pay outside the site <b>now</b>',
      },
    ]);
    // The free text of before issue 23 is refused, naming the field and its values.
    const old = await t.call(
      'POST',
      CONVERSATION_PATHS.report(id),
      { reason: 'He asked for money' },
      bearer(bea.token),
    );
    expect(old.status).toBe(400);
    expect(old.body.message).toBe(
      'reason must be one of: scam, harassment, inappropriate, fake_profile, off_platform_payment, other.',
    );
    expect(old.body.results.errors[0].field).toBe('reason');
    const long = await t.call(
      'POST',
      CONVERSATION_PATHS.report(id),
      { reason: 'other', details: 'x'.repeat(1001) },
      bearer(bea.token),
    );
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('details can have at most 1000 characters.');
  });
});

describe('unread counts, marking read and pages', () => {
  it('counts the other side’s messages until they are read', async () => {
    const ana = await parent(t);
    await givePlan(t, ana.user.id, 'user');
    const bea = await caregiver(t);
    const cleo = await caregiver(t);
    const id = await caregiverStarted(ana, bea, 'One');
    await send(bea, id, 'Two');
    await send(bea, id, 'Three');
    const other = await caregiverStarted(ana, cleo, 'From Cleo');
    expect(await unread(ana)).toBe(4);
    expect(await unread(bea)).toBe(0);
    const summaries = await list(ana);
    // Newest first.
    expect(summaries.map((s) => [s.id, s.unread_count])).toEqual([
      [other, 1],
      [id, 3],
    ]);
    // Reading a thread marks what it answered read.
    expect((await read(ana, id)).body.results).toHaveLength(3);
    expect(await unread(ana)).toBe(1);
    expect((await list(ana)).find((s) => s.id === id)?.unread_count).toBe(0);
    // Her own replies never count for her; they count for the caregiver.
    await send(ana, id, 'Thanks!');
    expect(await unread(ana)).toBe(1);
    expect(await unread(bea)).toBe(1);
    // Writing again moves that conversation to the top.
    expect((await list(ana))[0]?.id).toBe(id);
  });

  it('the newest 50 oldest first, older pages with before, newer ones with after', async () => {
    const ana = await parent(t);
    const bea = await caregiver(t);
    const id = await caregiverStarted(ana, bea, 'Message 1');
    await t.pool.query(
      `insert into messages (conversation_id, sender, body)
       select $1, case when n % 2 = 0 then 'parent' else 'caregiver' end, 'Message ' || n
         from generate_series(2, 70) n order by n`,
      [id],
    );
    expect(await unread(ana)).toBe(35);
    const newest = await read(ana, id);
    const page = newest.body.results as Message[];
    expect(page).toHaveLength(50);
    expect(page[0]?.body).toBe('Message 21');
    expect(page[49]?.body).toBe('Message 70');
    expect(page.map((m) => m.id)).toEqual([...page.map((m) => m.id)].sort((a, b) => a - b));
    expect(await unread(ana)).toBe(0);
    const older = await read(ana, id, `?before=${page[0]?.id}`);
    expect((older.body.results as Message[]).map((m) => m.body)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Message ${i + 1}`),
    );
    const after = await read(ana, id, `?after=${page[47]?.id}`);
    expect((after.body.results as Message[]).map((m) => m.body)).toEqual([
      'Message 69',
      'Message 70',
    ]);
    expect((await read(ana, id, `?after=${page[49]?.id}`)).body.results).toEqual([]);
    // The caregiver reads the older page only: the newer messages stay unread.
    await read(bea, id, `?before=${page[0]?.id}`);
    expect(await unread(bea)).toBe(25);
  });
});

describe('the per-account message limit', () => {
  it('a parallel burst of 36 sends lets exactly 30 through (RATE_MESSAGES_PER_MINUTE)', async () => {
    const ana = await parent(t);
    const bea = await caregiver(t);
    const id = await caregiverStarted(ana, bea);
    const answers = await Promise.all(
      Array.from({ length: 36 }, (_, i) => send(ana, id, `Burst ${i}`)),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(30);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(6);
    for (const answer of refused) {
      expect(answer.body.message).toMatch(
        /^You are sending messages too fast\. Please try again in (\d+ seconds?|1 minute)\.$/,
      );
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    const { rows } = await t.pool.query(
      "select count(*)::int as n from messages where conversation_id = $1 and sender = 'parent'",
      [id],
    );
    expect(rows[0].n).toBe(30);
    const spanish = await t.call(
      'POST',
      CONVERSATION_PATHS.messages(id),
      { body: 'Hola' },
      { ...bearer(ana.token), 'accept-language': 'es' },
    );
    expect(spanish.status).toBe(429);
    expect(spanish.body.message).toMatch(
      /^Estás enviando mensajes demasiado rápido\. Inténtalo de nuevo en /,
    );
    // Starting counts too; the caregiver's own slots are untouched.
    const again = await start(ana, { caregiver_id: bea.profileId, body: 'One more' });
    expect(again.status).toBe(429);
    expect((await send(bea, id, 'I can still write.')).status).toBe(201);
  });
});

describe('a message takes both inboxes’ locks before its id', () => {
  it('a send waits while either participant’s inbox is locked elsewhere (the keys a start takes)', async () => {
    const ana = await parent(t);
    const bea = await caregiver(t);
    const id = await caregiverStarted(ana, bea);
    for (const holder of [ana.user.id, bea.user.id]) {
      const other = await t.pool.connect();
      try {
        await other.query('begin');
        await other.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [
          `inbox:${holder}`,
        ]);
        let answered = false;
        const sending = send(ana, id, `While ${holder} is locked`).then((answer) => {
          answered = true;
          return answer;
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(answered, `the send waited for inbox:${holder}`).toBe(false);
        await other.query('commit');
        expect((await sending).status).toBe(201);
      } finally {
        other.release();
      }
    }
    // Someone else's conversation takes no lock: 404 at once even while both are held.
    const olga = await parent(t, 'Olga Other');
    const other = await t.pool.connect();
    try {
      await other.query('begin');
      for (const holder of [ana.user.id, bea.user.id])
        await other.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [
          `inbox:${holder}`,
        ]);
      expect((await send(olga, id, 'Not mine')).status).toBe(404);
      await other.query('commit');
    } finally {
      other.release();
    }
  });
});

describe('the new-message email to an offline recipient', () => {
  it('one email per conversation per hour, without the text of the message', async () => {
    const ana = await parent(t, 'Ana Parent');
    const bea = await caregiver(t, { firstName: 'Beatriz' });
    const id = await caregiverStarted(ana, bea, 'A private detail: the door code is 4321.');
    await send(bea, id, 'And another message.');
    const mails = await t.outbox(ana.form.email);
    expect(mails.filter((m) => m.subject === 'New message from Beatriz')).toHaveLength(1);
    const mail = mails.find((m) => m.subject === 'New message from Beatriz');
    expect(mail?.body).toContain(`http://ftc.test/dashboard/messages/${id}`);
    expect(mail?.body).toMatch(/^Hello Ana,/);
    expect(mail?.body).not.toMatch(/4321|door code|another message/);
    // The reply goes to the caregiver, once.
    await send(ana, id, 'Got it.');
    await send(ana, id, 'Thanks.');
    const theirs = await t.outbox(bea.form.email);
    expect(theirs.filter((m) => m.subject === 'New message from Ana')).toHaveLength(1);
    // An hour later, the next message emails again.
    await t.pool.query(
      "update conversations set parent_emailed_at = now() - interval '61 minutes' where id = $1",
      [id],
    );
    await send(bea, id, 'Are you there?');
    const later = await t.outbox(ana.form.email);
    expect(later.filter((m) => m.subject === 'New message from Beatriz')).toHaveLength(2);
  });
});

describe('the OpenAPI document and the development seed', () => {
  it('documents every conversation and stream route', async () => {
    const doc = (await t.call('GET', '/v1/openapi.json')).body as unknown as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const [path, method] of [
      ['/v1/conversations', 'post'],
      ['/v1/conversations', 'get'],
      ['/v1/conversations/unread', 'get'],
      ['/v1/conversations/{id}/messages', 'get'],
      ['/v1/conversations/{id}/messages', 'post'],
      ['/v1/conversations/{id}/block', 'post'],
      ['/v1/conversations/{id}/report', 'post'],
      ['/v1/stream', 'get'],
      ['/v1/stream/ticket', 'post'],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
  });

  it('has at least 30 open jobs over the metros, applications and conversations', async () => {
    const jobs = await t.pool.query<{ open: number; states: number }>(
      `select count(*)::int as open, count(distinct state)::int as states
         from jobs j join accounts a on a.id = j.parent_account_id
        where j.status = 'open' and a.email like 'parent.%@example.com'`,
    );
    expect(jobs.rows[0]?.open).toBeGreaterThanOrEqual(30);
    expect(jobs.rows[0]?.states).toBeGreaterThanOrEqual(5);
    const demo = await t.pool.query<{ messages: number; unread: number }>(
      `select (select count(*)::int from messages m where m.conversation_id = c.id) as messages,
              (select count(*)::int from messages m where m.conversation_id = c.id
                 and m.sender = 'caregiver' and m.id > c.parent_last_read_id) as unread
         from conversations c
         join accounts pa on pa.id = c.parent_account_id
         join caregiver_profiles p on p.id = c.profile_id
         join accounts ca on ca.id = p.account_id
        where pa.email = 'demo.parent@example.com' and ca.email = 'caregiver.001@example.com'`,
    );
    expect(demo.rows[0]?.messages).toBeGreaterThanOrEqual(3);
    expect(demo.rows[0]?.unread).toBeGreaterThanOrEqual(1);
    const counts = await t.pool.query<{ conversations: number; applications: number }>(
      `select (select count(*)::int from conversations) as conversations,
              (select count(*)::int from applications) as applications`,
    );
    expect(counts.rows[0]?.conversations).toBeGreaterThanOrEqual(3);
    expect(counts.rows[0]?.applications).toBeGreaterThanOrEqual(5);
  });
});
