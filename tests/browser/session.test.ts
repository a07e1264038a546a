/// <reference types="mocha" />
import { expect } from 'chai';
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import { USER as BASE_USER } from './api-fixtures';
import {
  apiRequests,
  deadApi,
  fakeApi,
  requestsWhen,
  resetApi,
  scriptApi,
  toasts,
  toastWith,
  waitFor,
} from './helpers';

const USER = { ...BASE_USER, full_name: 'Ana Stored' };

function storeSession(token = 'stored-token', refresh = 'stored-refresh') {
  localStorage.setItem(
    'persist:root',
    JSON.stringify({ isLoggedIn: true, user: USER, token, refresh_token: refresh }),
  );
}

/** A partner page with <ftc-account> from the built bundle, opened with a stored session. */
async function openAccountPage(api?: string) {
  for (const frame of document.querySelectorAll('iframe')) frame.remove();
  const frame = document.createElement('iframe');
  const base = api ?? (await fakeApi());
  frame.src = `/fixtures/partner.html?element=ftc-account&bundles=a/ftc-account.js&api=${encodeURIComponent(base)}`;
  document.body.append(frame);
  await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  const doc = frame.contentDocument as Document;
  const element = await waitFor(
    () =>
      doc.querySelector('ftc-account')?.shadowRoot?.querySelector('.ftc-account') &&
      doc.querySelector('ftc-account'),
    { message: 'the account area' },
  );
  return { doc, root: element.shadowRoot as ShadowRoot };
}

const text = (root: ShadowRoot) => root.textContent ?? '';

describe('a stored session on start (spec §4, interface §5)', () => {
  beforeEach(async () => {
    await resetApi();
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    for (const frame of document.querySelectorAll('iframe')) frame.remove();
    localStorage.clear();
  });

  it('is restored before anything shows, then validated: the user comes from the profile', async () => {
    storeSession();
    await scriptApi('GET /v1/user', {
      status: 200,
      body: { success: true, message: '', results: { ...USER, full_name: 'Ana Fresh' } },
    });
    const { root } = await openAccountPage();
    expect(text(root)).to.match(/Ana (Stored|Fresh)/);
    expect(text(root)).not.to.contain('Log in');
    await waitFor(() => text(root).includes('Ana Fresh'), { message: 'the name from the profile' });
    const [profile] = await apiRequests();
    expect(profile?.route).to.equal('GET /v1/user');
    expect(profile?.authorization).to.equal('Bearer stored-token');
  });

  it('renews a rejected token once with the refresh token as bearer, then retries', async () => {
    storeSession();
    await scriptApi(
      'GET /v1/user',
      { status: 401, body: { success: false, message: 'Your session has expired.' } },
      { status: 200, body: { success: true, message: '', results: USER } },
    );
    await scriptApi('POST /v1/user/refresh-token', {
      status: 200,
      body: {
        success: true,
        message: 'Session renewed.',
        results: { token: 'new-token', refresh_token: 'new-refresh' },
      },
    });
    const { root } = await openAccountPage();
    await waitFor(
      () => JSON.parse(localStorage.getItem('persist:root') ?? '{}').token === 'new-token',
      { message: 'the new token' },
    );
    const requests = await requestsWhen(3);
    expect(requests.map((r) => [r.route, r.authorization])).to.deep.equal([
      ['GET /v1/user', 'Bearer stored-token'],
      ['POST /v1/user/refresh-token', 'Bearer stored-refresh'],
      ['GET /v1/user', 'Bearer new-token'],
    ]);
    expect(text(root)).to.contain('Ana Stored');
    // The tab's own copy, encrypted by the built bundle's crypto-js (bundled apart from React's
    // helpers, scripts/es-bindings.ts): what crypto-js itself reads with the kit's default key.
    const copy = await waitFor(() => sessionStorage.getItem('ftc:refresh_token'), {
      message: 'the session-storage copy',
    });
    expect(copy).not.to.contain('new-refresh');
    expect(AES.decrypt(copy, 'ftc-widget-kit-session').toString(Utf8)).to.equal('new-refresh');
  });

  it('ends the session silently when the renewal fails too', async () => {
    storeSession();
    await scriptApi('GET /v1/user', {
      status: 401,
      body: { success: false, message: 'Your session has expired.' },
    });
    await scriptApi('POST /v1/user/refresh-token', {
      status: 401,
      body: { success: false, message: 'Please log in again.' },
    });
    const { root, doc } = await openAccountPage();
    await waitFor(() => text(root).includes('Log in'), { message: 'the logged-out view' });
    const stored = JSON.parse(localStorage.getItem('persist:root') ?? 'null');
    expect(stored === null || stored.isLoggedIn === false).to.equal(true);
    expect(toasts(doc)).to.deep.equal([]);
  });

  it('keeps the session when the server cannot be reached, and says so (spec §8)', async () => {
    storeSession();
    const { root, doc } = await openAccountPage(await deadApi());
    // The toast is the outcome of the failed validation: once it shows, the session was kept.
    const toast = await toastWith(
      'We could not reach the server. Check your connection and try again.',
      doc,
    );
    expect(toast.role).to.equal('alert');
    expect(text(root)).to.contain('Ana Stored');
    expect(JSON.parse(localStorage.getItem('persist:root') ?? '{}').token).to.equal('stored-token');
  });

  it('starts logged out, without an error, from unreadable stored content', async () => {
    localStorage.setItem('persist:root', '{"isLoggedIn": tr');
    const { root, doc } = await openAccountPage();
    expect(text(root)).to.contain('Log in');
    expect(toasts(doc)).to.deep.equal([]);
  });
});
