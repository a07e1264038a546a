import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConversationSummary, Message } from '../../../src/contract/conversations';
import { CONVERSATION_PATHS } from '../../../src/contract/endpoints';
import { CONTACT_MASK } from '../../safety/check-message';
import { createTestApp, type TestApp } from '../harness';
import { openStream, type SseClient } from '../support/sse-client';
import { bearer, caregiver, givePlan, hire, parent } from './market-people';

// Safety in conversations (interface §10, issue 23 item 4), through the routes and the stream:
// flags on both sides' answers, the recipient's masked contact details before a hire, and the
// automatic report a payment or scam message opens.

let t: TestApp;
let url: string;
const open: SseClient[] = [];

beforeAll(async () => {
  t = await createTestApp({ STREAM_PING_SECONDS: '1', RATE_MESSAGES_PER_MINUTE: '1000' });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const client of open) client.close();
  await t?.close();
});

type Person = { token: string; user: { id: number } };

/** A parent with a plan, a caregiver and their conversation (the parent's first message). */
async function pair(first = 'Hello! Are you free on Saturday?') {
  const mom = await parent(t);
  await givePlan(t, mom.user.id, 'user');
  const carer = await caregiver(t);
  const started = await t.call(
    'POST',
    CONVERSATION_PATHS.list,
    { caregiver_id: carer.profileId, body: first },
    bearer(mom.token),
  );
  expect(started.status).toBe(201);
  return { mom, carer, id: started.body.results.conversation_id as number };
}

const send = async (who: Person, id: number, body: string) => {
  const answer = await t.call('POST', CONVERSATION_PATHS.messages(id), { body }, bearer(who.token));
  expect(answer.status).toBe(201);
  return Message.parse(answer.body.results);
};
const thread = async (who: Person, id: number) => {
  const answer = await t.call('GET', CONVERSATION_PATHS.messages(id), undefined, bearer(who.token));
  expect(answer.status).toBe(200);
  return (answer.body.results as unknown[]).map((item) => Message.parse(item));
};
const lastOfList = async (who: Person, id: number) => {
  const answer = await t.call('GET', CONVERSATION_PATHS.list, undefined, bearer(who.token));
  expect(answer.status).toBe(200);
  const found = (answer.body.results as unknown[])
    .map((item) => ConversationSummary.parse(item))
    .find((c) => c.id === id);
  return found?.last_message;
};
const automaticReports = async (conversationId: number) =>
  (
    await t.pool.query(
      `select r.source, r.reporter_account_id, r.target_kind, r.target_id::int as target_id,
              r.reason, r.details, r.status
         from reports r join messages m on m.id = r.target_id
        where r.target_kind = 'message' and m.conversation_id = $1 order by r.id`,
      [conversationId],
    )
  ).rows;

describe('a scam message is flagged for both sides and opens an automatic report', () => {
  it('in English: the send answer, both threads, both lists and the recipient stream', async () => {
    const { mom, carer, id } = await pair();
    const stream = await openStream(open, url, { token: carer.token });
    // Listening first (': connected'): a message sent before is caught up, not pushed.
    await stream.waitUntil(() => stream.comments.includes('connected'));
    expect(stream.status).toBe(200);
    const scam =
      "I'm relocating to your area next month and want to hire you before we meet. My assistant will mail you a check, deposit it and send the extra back to our mover.";
    const sent = await send(mom, id, scam);
    expect(sent).toMatchObject({ from_me: true, body: scam, flags: ['scam_risk'] });

    const event = await stream.next((e) => e.event === 'message' && e.data.message.id === sent.id);
    expect(event.data).toEqual({
      conversation_id: id,
      message: { ...sent, from_me: false },
    });
    const seenByCarer = (await thread(carer, id)).find((m) => m.id === sent.id);
    expect(seenByCarer).toEqual({ ...sent, from_me: false });
    expect((await thread(mom, id)).find((m) => m.id === sent.id)?.flags).toEqual(['scam_risk']);
    expect((await lastOfList(carer, id))?.flags).toEqual(['scam_risk']);
    expect((await lastOfList(mom, id))?.flags).toEqual(['scam_risk']);

    const reports = await automaticReports(id);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      source: 'automatic',
      reporter_account_id: null,
      target_kind: 'message',
      target_id: sent.id,
      reason: 'scam',
      status: 'open',
    });
    expect(reports[0].details).toMatch(/scam_risk/);
    expect(reports[0].details).toMatch(/relocating_unseen/);
  });

  it('in Spanish: money by an app before meeting is off_platform_payment', async () => {
    const { mom, carer, id } = await pair('Hola, ¿estás libre el sábado?');
    const stream = await openStream(open, url, { token: mom.token });
    // Listening first (': connected'): a message sent before is caught up, not pushed.
    await stream.waitUntil(() => stream.comments.includes('connected'));
    const scam = 'Para apartar la fecha mándame $50 por Zelle antes de conocernos.';
    const sent = await send(carer, id, scam);
    expect(sent.flags).toEqual(['off_platform_payment']);
    const event = await stream.next((e) => e.event === 'message' && e.data.message.id === sent.id);
    expect(event.data.message).toMatchObject({ from_me: false, body: scam, flags: sent.flags });
    expect((await thread(mom, id)).find((m) => m.id === sent.id)?.flags).toEqual(sent.flags);
    expect((await thread(carer, id)).find((m) => m.id === sent.id)?.flags).toEqual(sent.flags);
    const reports = await automaticReports(id);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      source: 'automatic',
      reporter_account_id: null,
      target_id: sent.id,
      reason: 'off_platform_payment',
    });
    expect(reports[0].details).toMatch(/off_platform_payment/);
  });

  it('a message that starts a conversation is checked too', async () => {
    const { id } = await pair('Buy two Apple gift cards and text me the codes, I pay you back.');
    const reports = await automaticReports(id);
    expect(reports).toHaveLength(1);
    expect(reports[0].reason).toBe('off_platform_payment');
  });
});

describe('ordinary messages are left as they are', () => {
  it('rates, times and paying after the care by app: no flag, no report', async () => {
    const { mom, carer, id } = await pair();
    const bodies = [
      '$18 an hour, I pay at the end of the night, cash or Venmo.',
      'Saturday 6:30-9:00 pm at 1402 Elm Street, 78704. Leo is allergic to peanuts.',
      'Te pago por Zelle cada viernes después del cuidado.',
    ];
    for (const body of bodies) {
      const sent = await send(mom, id, body);
      expect(sent.flags).toEqual([]);
      expect((await thread(carer, id)).find((m) => m.id === sent.id)).toMatchObject({
        body,
        flags: [],
      });
    }
    expect(await automaticReports(id)).toEqual([]);
  });
});

describe('contact details before a hire are masked for the recipient', () => {
  it('the sender sees what it wrote; the recipient a mask, in the thread, the list and the stream', async () => {
    const { mom, carer, id } = await pair();
    const stream = await openStream(open, url, { token: carer.token });
    // Listening first (': connected'): a message sent before is caught up, not pushed.
    await stream.waitUntil(() => stream.comments.includes('connected'));
    const body = 'Call me at (512) 555-0199 or write to ana at gmail dot com, Saturday 6:30-9:00.';
    const masked = `Call me at ${CONTACT_MASK} or write to ${CONTACT_MASK}, Saturday 6:30-9:00.`;
    const sent = await send(mom, id, body);
    expect(sent).toMatchObject({ body, flags: ['contact_details'] });
    expect((await thread(mom, id)).find((m) => m.id === sent.id)?.body).toBe(body);
    const theirs = (await thread(carer, id)).find((m) => m.id === sent.id);
    expect(theirs).toMatchObject({ body: masked, flags: ['contact_details'], from_me: false });
    expect((await lastOfList(carer, id))?.body).toBe(masked);
    expect((await lastOfList(mom, id))?.body).toBe(body);
    const event = await stream.next((e) => e.event === 'message' && e.data.message.id === sent.id);
    expect(event.data.message.body).toBe(masked);
    // A stream catching up from an earlier id gets the mask too.
    const later = await openStream(open, url, { token: carer.token, after: sent.id - 1 });
    const caughtUp = await later.next(
      (e) => e.event === 'message' && e.data.message.id === sent.id,
    );
    expect(caughtUp.data.message.body).toBe(masked);
    // Contact details are no scam: no report.
    expect(await automaticReports(id)).toEqual([]);
    const stored = await t.pool.query('select body from messages where id = $1', [sent.id]);
    expect(stored.rows[0].body).toBe(body);
    // The data export (interface §9) keeps the mask for the recipient, the text for the sender.
    const exported = async (who: Person) =>
      (
        (await t.app.ctx.yourData.document(String(who.user.id))).messages as {
          id: number;
          body: string;
        }[]
      ).find((m) => m.id === sent.id)?.body;
    expect(await exported(carer)).toBe(masked);
    expect(await exported(mom)).toBe(body);
  });

  it('after the hire nothing is masked or flagged; the earlier message stays masked', async () => {
    const { mom, carer, id } = await pair();
    const before = await send(carer, id, 'My number is +34 612 34 56 78');
    expect(before.flags).toEqual(['contact_details']);
    await hire(t, mom.user.id, carer.profileId);
    const after = await send(carer, id, 'My number is +34 612 34 56 78');
    expect(after.flags).toEqual([]);
    const seen = await thread(mom, id);
    expect(seen.find((m) => m.id === before.id)?.body).toBe(`My number is ${CONTACT_MASK}`);
    expect(seen.find((m) => m.id === after.id)).toMatchObject({
      body: 'My number is +34 612 34 56 78',
      flags: [],
    });
  });
});

describe('one open automatic report per conversation', () => {
  it('a burst of 10 flagged messages opens one; once resolved, the next flagged one opens another', async () => {
    const { mom, carer, id } = await pair();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        t.call(
          'POST',
          CONVERSATION_PATHS.messages(id),
          { body: `Send me $${50 + n} on Venmo before we meet to hold the date.` },
          bearer(carer.token),
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    for (const answer of answers)
      expect(answer.body.results.flags).toContain('off_platform_payment');
    const flaggedIds = (await thread(mom, id))
      .filter((m) => m.flags.includes('off_platform_payment'))
      .map((m) => m.id);
    expect(flaggedIds).toHaveLength(10);
    const reports = await automaticReports(id);
    expect(reports).toHaveLength(1);
    expect(flaggedIds).toContain(reports[0].target_id);

    // Another conversation's report is its own.
    const other = await pair('Please wire the deposit through Western Union first.');
    expect(await automaticReports(other.id)).toHaveLength(1);

    await t.pool.query(
      `update reports set status = 'resolved', resolution = 'dismiss', resolved_at = now()
        where target_kind = 'message' and target_id = $1`,
      [reports[0].target_id],
    );
    const next = await send(carer, id, 'Necesito tu número de cuenta y número de ruta.');
    expect(next.flags).toEqual(['scam_risk']);
    const after = await automaticReports(id);
    expect(after).toHaveLength(2);
    expect(after[1]).toMatchObject({ target_id: next.id, reason: 'scam', status: 'open' });
  });
});
