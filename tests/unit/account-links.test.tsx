import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../demo/config/paths';
import { ConfirmEmailPage, RestoreAccountPage } from '../../demo/pages/account-links';
import { createKit, KitContext } from '../../src/lib/kit-context';
import { RootStore } from '../../src/stores/root-store';

// The pages the emailed links of interface §9 open: one button sends the token.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let answers: Record<string, { status: number; body: unknown }>;
let sent: { route: string; body: unknown }[];

beforeEach(() => {
  localStorage.clear();
  sent = [];
  answers = {};
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const route = `${init.method ?? 'GET'} ${new URL(url).pathname}`;
    sent.push({ route, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[route] ?? { status: 404, body: { success: false, message: 'No.' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.documentElement.lang = 'en';
  vi.unstubAllGlobals();
});

async function show(path: string) {
  const store = new RootStore({ storage: localStorage });
  await store.ready;
  const router = createMemoryRouter(
    [
      { path: paths.confirmEmail, Component: ConfirmEmailPage },
      { path: paths.restoreAccount, Component: RestoreAccountPage },
    ],
    { initialEntries: [path] },
  );
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const kit = createKit({ store, notify: vi.fn(), apiBase: () => 'https://api.test' });
  await act(async () => {
    root?.render(
      <KitContext.Provider value={kit}>
        <RouterProvider router={router} />
      </KitContext.Provider>,
    );
  });
  return { container, store };
}

async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
  }
  expect(check()).toBe(true);
}

const text = (element: Element | null | undefined) =>
  element?.textContent?.replace(/\s+/g, ' ').trim();

async function press(container: HTMLElement) {
  await act(async () => (container.querySelector('button') as HTMLButtonElement).click());
}

describe('emailed account links', () => {
  it('/confirm-email sends the token only when the button is pressed', async () => {
    answers['POST /v1/account/email/confirm'] = {
      status: 200,
      body: { success: true, message: 'Your email is now ana.new@example.com.' },
    };
    const { container, store } = await show('/confirm-email?token=tok-1');
    expect(text(container.querySelector('h1'))).toBe('Confirm your new email');
    expect(sent).toEqual([]);
    await press(container);
    await until(() => Boolean(container.querySelector('[role="status"]')));
    expect(sent).toEqual([{ route: 'POST /v1/account/email/confirm', body: { token: 'tok-1' } }]);
    expect(text(container.querySelector('[role="status"] p'))).toBe(
      'Your email is now ana.new@example.com.',
    );
    expect(store.toast.text).toBe('Your email is now ana.new@example.com.');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/login');
  });

  it('/account/restore says what the server refused, and can be tried again', async () => {
    answers['POST /v1/account/restore'] = {
      status: 400,
      body: { success: false, message: 'This link has expired.' },
    };
    const { container } = await show('/account/restore?token=tok-2');
    expect(text(container.querySelector('h1'))).toBe('Restore your account');
    await press(container);
    await until(() => Boolean(container.querySelector('[role="alert"]')));
    expect(text(container.querySelector('[role="alert"]'))).toBe('This link has expired.');
    expect(text(container.querySelector('button'))).toBe('Restore my account');
  });

  it('a link without its token says so, in Spanish too', async () => {
    document.documentElement.lang = 'es';
    const { container } = await show('/account/restore');
    expect(text(container.querySelector('[role="alert"]'))).toBe(
      'Este enlace está incompleto. Vuelve a abrir el enlace del correo.',
    );
    expect(container.querySelector('button')).toBeNull();
  });
});
