import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  createApiClient,
  failureMessages,
  isSuccessful,
  mayCarryToken,
  resultsOf,
  successOf,
} from '../../src/lib/api-client';

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function clientWith(fetchImpl: typeof fetch, token: string | null = null, timeoutMs = 1000) {
  return createApiClient({
    baseUrl: 'https://api.test',
    getToken: () => token,
    timeoutMs,
    fetch: fetchImpl,
  });
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('api client', () => {
  it('sends JSON and a bearer token when one exists', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse({ success: true, message: 'ok' }));
    await clientWith(fetchImpl, 'abc').post('/v1/users/add-newsletter', { email: 'a@b.co' });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.test/v1/users/add-newsletter');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"a@b.co"}');
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer abc');
    expect(headers['Content-Type']).toBe('application/json');
  });

  it('sends no Authorization header without a token', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse({ success: true, message: '' }));
    await clientWith(fetchImpl).get('/v1/users/faqs');
    const init = (fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).not.toHaveProperty('Authorization');
    expect(init.body).toBeUndefined();
  });

  it('reads the base URL on every request', async () => {
    let base = 'https://one.test';
    const fetchImpl = vi.fn(async () => jsonResponse({ success: true, message: '' }));
    const client = createApiClient({ baseUrl: () => base, fetch: fetchImpl });
    await client.get('/v1/x');
    base = 'https://two.test';
    await client.get('/v1/x');
    expect(fetchImpl.mock.calls.map((call) => (call as unknown[])[0])).toEqual([
      'https://one.test/v1/x',
      'https://two.test/v1/x',
    ]);
  });

  it('returns status and envelope on 2xx', async () => {
    const client = clientWith(async () =>
      jsonResponse({ success: true, message: 'Done', results: [1] }, 201),
    );
    const response = await client.get('/v1/x');
    expect(response).toEqual({
      status: 201,
      body: { success: true, message: 'Done', results: [1] },
    });
  });

  it('turns a non-2xx answer into an error carrying the server message', async () => {
    const client = clientWith(async () =>
      jsonResponse({ success: false, message: 'Email already subscribed.' }, 409),
    );
    const error = await failureOf(client.post('/v1/users/add-newsletter', { email: 'a@b.co' }));
    expect(error.status).toBe(409);
    expect(error.message).toBe('Email already subscribed.');
    expect(error.body).toEqual({ success: false, message: 'Email already subscribed.' });
  });

  it('gives a readable message for a non-2xx answer without JSON', async () => {
    const client = clientWith(
      async () => new Response('<html>Bad gateway</html>', { status: 502 }),
    );
    const error = await failureOf(client.get('/v1/x'));
    expect(error.status).toBe(502);
    expect(error.message).toMatch(/error \(502\)/);
  });

  it('reports FETCH_ERROR when the network fails', async () => {
    const client = clientWith(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failureOf(client.get('/v1/x'));
    expect(error.status).toBe('FETCH_ERROR');
    expect(error.message).toBe(failureMessages().FETCH_ERROR);
  });

  it('reports PARSING_ERROR when a 2xx answer is not JSON', async () => {
    const client = clientWith(async () => new Response('not json', { status: 200 }));
    const error = await failureOf(client.get('/v1/x'));
    expect(error.status).toBe('PARSING_ERROR');
    expect(error.message).toBe(failureMessages().PARSING_ERROR);
  });

  it('reports TIMEOUT_ERROR when the server does not answer in time', async () => {
    vi.useFakeTimers();
    try {
      const client = clientWith(
        (_url, init) =>
          new Promise((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () =>
              reject(new DOMException('Aborted', 'AbortError')),
            );
          }),
        null,
        5000,
      );
      const pending = failureOf(client.get('/v1/slow'));
      await vi.advanceTimersByTimeAsync(5000);
      const error = await pending;
      expect(error.status).toBe('TIMEOUT_ERROR');
      expect(error.message).toBe(failureMessages().TIMEOUT_ERROR);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('success rule (spec §5)', () => {
  it.each([
    [200, true, true],
    [201, true, true],
    [200, false, false],
    [201, false, false],
    [202, true, false],
    [204, true, false],
  ])('status %i with success %s counts as success: %s', (status, success, expected) => {
    expect(isSuccessful({ status, body: { success, message: '' } })).toBe(expected);
  });
});

describe('where a bearer token may go (hardening: tokens only over a safe channel)', () => {
  async function authorizationSentTo(base: string): Promise<string | undefined> {
    const fetchImpl = vi.fn(async () => jsonResponse({ success: true, message: '' }));
    await createApiClient({ baseUrl: base, getToken: () => 'secret-token', fetch: fetchImpl }).get(
      '/v1/user',
    );
    const init = (fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1];
    return (init.headers as Record<string, string>).Authorization;
  }

  it('sends it to https, to the page’s own origin and to a loopback host', async () => {
    // The unit tests' page is http://localhost:3000.
    for (const base of [
      'https://api.example.com',
      location.origin,
      '',
      'http://127.0.0.1:4010',
      'http://localhost:8080',
      'http://[::1]:3000',
    ]) {
      expect(await authorizationSentTo(base), base).toBe('Bearer secret-token');
    }
  });

  it('never sends it over plain http to another host', async () => {
    for (const base of [
      'http://api.example.com',
      'http://10.0.0.5:3000',
      'http://localhost.evil.example',
    ]) {
      expect(await authorizationSentTo(base), base).toBeUndefined();
    }
  });

  it('does not try to renew a session it could not send', async () => {
    const renewToken = vi.fn(async () => true);
    const fetchImpl = vi.fn(async () => jsonResponse({ success: false, message: 'Log in.' }, 401));
    const client = createApiClient({
      baseUrl: 'http://api.example.com',
      getToken: () => 'secret-token',
      renewToken,
      fetch: fetchImpl,
    });
    expect((await failureOf(client.get('/v1/user'))).status).toBe(401);
    expect(renewToken).not.toHaveBeenCalled();
  });

  it('judges an address against a given page', () => {
    expect(mayCarryToken('http://site.example/v1/x', 'http://site.example/page')).toBe(true);
    expect(mayCarryToken('/v1/x', 'http://site.example/page')).toBe(true);
    expect(mayCarryToken('http://api.example/v1/x', 'http://site.example/page')).toBe(false);
    expect(mayCarryToken('https://api.example/v1/x', 'http://site.example/page')).toBe(true);
    expect(mayCarryToken('ftp://api.example/v1/x', 'http://site.example/page')).toBe(false);
    expect(mayCarryToken('http://[bad', 'http://site.example/page')).toBe(false);
  });
});

describe('the one unwrap (resultsOf, successOf)', () => {
  it('answers the typed results of a success', () => {
    expect(
      resultsOf({ status: 200, body: { success: true, message: '', results: [1] } }, 'x'),
    ).toEqual([1]);
    expect(
      successOf({ status: 201, body: { success: true, message: 'Saved.' } }, 'x').message,
    ).toBe('Saved.');
  });

  it('throws an ApiError with the status, the message or the fallback, and results.code', () => {
    const refused = {
      success: false,
      message: 'Choose a plan.',
      results: { code: 'subscription_required' },
    };
    let failure: unknown;
    try {
      resultsOf({ status: 200, body: refused }, 'fallback');
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 200,
      message: 'Choose a plan.',
      code: 'subscription_required',
    });
    expect(() =>
      resultsOf({ status: 200, body: { success: true, message: '' } }, 'fallback'),
    ).toThrow('fallback');
  });

  it('gives a non-2xx answer its code too', async () => {
    const api = clientWith(async () =>
      jsonResponse(
        { success: false, message: 'near is required', results: { code: 'near_required' } },
        400,
      ),
    );
    await expect(api.get('/v1/x')).rejects.toMatchObject({ status: 400, code: 'near_required' });
  });
});
