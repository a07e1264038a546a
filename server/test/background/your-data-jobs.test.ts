import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS } from '../../../src/contract/endpoints';
import { QUEUES } from '../../background/queues';
import { createTestApp, signUpAndVerify, type TestApp } from '../harness';
import { drained, JOBS_ON, until } from './support';

// With background jobs on, an export is a job of the `account-export` queue (interface §9
// "Your data"): any instance's worker builds the document and emails its link.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(JOBS_ON);
});
afterAll(async () => {
  await t?.close();
});

describe('the account-export queue', () => {
  it('a worker prepares the export queued by the request and emails its link', async () => {
    const ana = await signUpAndVerify(t);
    const bearer = { authorization: `Bearer ${ana.token}` };
    const started = await t.call('POST', ACCOUNT_PATHS.export('user'), undefined, bearer);
    expect(started.status, started.body.message).toBe(201);
    const id = started.body.results.id as string;
    const ready = await until(
      async () => {
        const answer = await t.call('GET', ACCOUNT_PATHS.exportOne('user', id), undefined, bearer);
        return answer.body.results?.status === 'ready' && answer;
      },
      20_000,
      'the export to be ready',
    );
    expect(ready.body.results.document.account.email).toBe(ana.form.email);
    await drained(t, QUEUES.accountExport, QUEUES.email);
    const mails = (await t.outbox(ana.form.email)).filter(
      (mail) => mail.subject === 'Your FTC data is ready',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain(`/v1/user/account/export/${id}`);
  });
});
