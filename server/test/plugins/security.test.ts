import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, parentForm, type TestApp } from '../harness';

describe('CORS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CORS_ORIGINS: 'https://partner.example, https://cms.example' });
  });
  afterAll(async () => {
    await t.close();
  });

  async function preflight(origin: string) {
    return t.app.inject({
      method: 'OPTIONS',
      url: '/v1/users/add-newsletter',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
  }

  it('allows the partner origins of CORS_ORIGINS and the server’s own', async () => {
    for (const origin of ['https://partner.example', 'https://cms.example', 'http://ftc.test']) {
      const answer = await preflight(origin);
      expect(answer.headers['access-control-allow-origin'], origin).toBe(origin);
    }
  });

  it('does not allow other origins', async () => {
    const answer = await preflight('https://evil.example');
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('limits, headers and errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ BODY_LIMIT_BYTES: '2048' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a body over the limit with 413 and the envelope', async () => {
    const answer = await t.call('POST', '/v1/users/add-newsletter', {
      email: 'a@example.com',
      source: 'x'.repeat(5000),
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({
      success: false,
      message: 'The request is too large. The limit is 2 kB.',
    });
  });

  it('answers bad JSON, a non-object body and a wrong content type with the envelope', async () => {
    const bad = await t.call('POST', '/v1/user/login', '{"email":');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ success: false, message: 'The request body is not valid JSON.' });
    const array = await t.call('POST', '/v1/user/login', [1, 2]);
    expect(array.body.message).toBe('The request body must be a JSON object.');
    const text = await t.app.inject({
      method: 'POST',
      url: '/v1/user/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({
      success: false,
      message: 'The request body must be a JSON object.',
    });
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const answer = await t.call('GET', '/v1/nothing-here');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ success: false, message: 'There is no GET /v1/nothing-here.' });
  });

  it('sends security headers', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/v1/users/faqs' });
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    expect(answer.headers['x-frame-options']).toBeDefined();
    expect(answer.headers['referrer-policy']).toBeDefined();
  });

  it("sends exactly helmet's headers for the policy (computed once), on answers, errors and 404s alike", async () => {
    // What helmet itself writes on a real response, per request, for the same policy.
    const { createServer } = await import('node:http');
    const helmet = (await import('helmet')).default;
    const { securityHeaders } = await import('../../plugins/security-headers');
    const { BOOT_SCRIPT_SOURCE } = await import('../../../scripts/site-boot');
    const expected = securityHeaders(t.app.ctx.config);
    const server = createServer((request, response) => {
      helmet({
        hsts: false,
        crossOriginResourcePolicy: { policy: 'cross-origin' },
        crossOriginEmbedderPolicy: false,
        contentSecurityPolicy: {
          useDefaults: true,
          directives: {
            'default-src': ["'self'"],
            // The site's boot script by its hash (demo/boot.ts), nothing else inline.
            'script-src': ["'self'", BOOT_SCRIPT_SOURCE],
            'style-src': ["'self'"],
            // Photos are absolute on PUBLIC_URL (issue 24).
            'img-src': [
              "'self'",
              'data:',
              'https://i.ytimg.com',
              new URL(t.app.ctx.config.publicUrl).origin,
            ],
            'frame-src': ['https://www.youtube-nocookie.com'],
            'connect-src': ["'self'"],
            'upgrade-insecure-requests': null,
          },
        },
      })(request, response, () => response.end('ok'));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as { port: number };
    const real = await fetch(`http://127.0.0.1:${port}/`);
    server.close();
    for (const [name, value] of Object.entries(expected))
      expect(real.headers.get(name), name).toBe(value);
    expect(Object.keys(expected).length).toBeGreaterThanOrEqual(10);
    expect(expected['strict-transport-security']).toBeUndefined();
    for (const url of ['/v1/users/faqs', '/v1/nothing-here', '/v1/user']) {
      const answer = await t.app.inject({ method: 'GET', url });
      for (const [name, value] of Object.entries(expected))
        expect(answer.headers[name], `${url} ${name}`).toBe(value);
    }
  });

  it('adds HSTS in production', async () => {
    const { securityHeaders } = await import('../../plugins/security-headers');
    const production = securityHeaders({ ...t.app.ctx.config, production: true });
    expect(production['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('never leaks internals on a 500', async () => {
    const broken = await createTestApp();
    await broken.pool.end();
    const answer = await broken.app.inject({ method: 'GET', url: '/v1/users/faqs' });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({
      success: false,
      message: 'Something went wrong on our side. Please try again in a moment.',
    });
    await broken.app.close();
  });
});

describe('X-Forwarded-For', () => {
  async function signUpsFrom(t: TestApp, addresses: string[]) {
    const statuses: number[] = [];
    for (const address of addresses) {
      statuses.push(
        (await t.call('POST', '/v1/user/signup', parentForm(), { 'x-forwarded-for': address }))
          .status,
      );
    }
    return statuses;
  }

  it('is ignored unless TRUST_PROXY says so: a client cannot dodge a limit by forging it', async () => {
    const t = await createTestApp({ RATE_SIGNUPS_PER_HOUR: '2' });
    try {
      expect(await signUpsFrom(t, ['10.0.0.1', '10.0.0.2', '10.0.0.3'])).toEqual([201, 201, 429]);
    } finally {
      await t.close();
    }
  });

  it('is trusted with TRUST_PROXY: each client has its own limit', async () => {
    const t = await createTestApp({ RATE_SIGNUPS_PER_HOUR: '2', TRUST_PROXY: 'true' });
    try {
      expect(await signUpsFrom(t, ['10.0.0.1', '10.0.0.2', '10.0.0.3'])).toEqual([201, 201, 201]);
      const limited = await t.call('POST', '/v1/user/signup', parentForm(), {
        'x-forwarded-for': '10.0.0.1',
      });
      expect(limited.status).toBe(201);
      const third = await t.call('POST', '/v1/user/signup', parentForm(), {
        'x-forwarded-for': '10.0.0.1',
      });
      expect(third.status).toBe(429);
      expect(third.body.message).toMatch(
        /Too many sign-ups from this network\. Try again in \d+ minutes\./,
      );
    } finally {
      await t.close();
    }
  });
});
