import { expect } from 'vitest';

/** POST JSON to the running product; the answer's status and body. */
export async function postJson(baseUrl: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { success: boolean; message: string; results?: unknown },
  };
}

const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
let made = 0;

/**
 * A verified parent account made through the API, with the code from the development outbox.
 * `block` keeps each test file's numbers apart (+1 201-555-<block><3 digits>).
 */
export async function verifiedParent(
  baseUrl: string,
  { name, emailPrefix, block }: { name: string; emailPrefix: string; block: number },
) {
  made += 1;
  const phoneBase = 100 + Math.floor(Math.random() * 800);
  const mobile = `201555${block}${String((phoneBase + made) % 1000).padStart(3, '0')}`;
  const who = {
    full_name: name,
    email: `${emailPrefix}-${runId}-${made}@example.com`,
    password: 'sunshine42',
    country_code: '+1',
    mobile,
  };
  expect((await postJson(baseUrl, '/v1/user/signup', who)).status).toBe(201);
  const outbox = await (
    await fetch(`${baseUrl}/dev/outbox?to=${encodeURIComponent(`+1${mobile}`)}`)
  ).json();
  const otp = outbox.results[0].code;
  const verified = await postJson(baseUrl, '/v1/user/verify-mobile', {
    mobile,
    country_code: '+1',
    otp,
  });
  expect(verified.status).toBe(200);
  return who;
}
