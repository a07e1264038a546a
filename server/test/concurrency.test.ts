import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, nextPhone, type TestApp } from './harness';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

async function post(path: string, body: unknown) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { success: boolean; message: string },
  };
}

const count = async (sql: string, params: unknown[] = []) =>
  Number((await t.pool.query(sql, params)).rows[0].count);

describe('200 simultaneous requests over real connections', () => {
  it('sign-ups of 200 people: every one lands, no duplicates', async () => {
    const forms = Array.from({ length: 200 }, (_, i) => ({
      full_name: `Parent ${i}`,
      email: `crowd${i}@example.com`,
      password: 'sunshine42',
      ...nextPhone(),
    }));
    const answers = await Promise.all(forms.map((form) => post('/v1/user/signup', form)));
    expect(answers.map((a) => a.status)).toEqual(Array(200).fill(201));
    expect(await count("select count(*) from accounts where email like 'crowd%'")).toBe(200);
    expect(
      await count("select count(distinct mobile) from accounts where email like 'crowd%'"),
    ).toBe(200);
  });

  it('200 sign-ups racing for one email: exactly one account, every answer alike, one notice', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        post('/v1/user/signup', {
          full_name: `Racer ${i}`,
          email: 'race@example.com',
          password: 'sunshine42',
          ...nextPhone(),
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    // The answer never tells whether the email was taken (no 409 to probe with).
    expect(statuses.filter((s) => s === 201)).toHaveLength(200);
    expect(await count("select count(*) from accounts where email = 'race@example.com'")).toBe(1);
    expect(
      await count(
        "select count(*) from outbox where recipient = 'race@example.com' and channel = 'email'",
      ),
    ).toBe(1);
  });

  it('newsletter: 200 addresses plus 100 repeats of one make 201 rows, each confirmed once', async () => {
    const answers = await Promise.all([
      ...Array.from({ length: 200 }, (_, i) =>
        post('/v1/users/add-newsletter', { email: `reader${i}@example.com` }),
      ),
      ...Array.from({ length: 100 }, () =>
        post('/v1/users/add-newsletter', { email: 'same.reader@example.com' }),
      ),
    ]);
    expect(answers.every((a) => a.status === 200 || a.status === 201)).toBe(true);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(201);
    expect(await count('select count(*) from newsletter_subscribers')).toBe(201);
    const { rows } = await t.pool.query(
      "select signups from newsletter_subscribers where email = 'same.reader@example.com'",
    );
    expect(rows[0].signups).toBe(100);
  });
});
