import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, vi } from 'vitest';
import { paths } from '../../demo/config/paths';
import { AdminAccountPage } from '../../demo/pages/admin-account';
import { AdminAccountsPage } from '../../demo/pages/admin-accounts';
import { AdminAuditPage } from '../../demo/pages/admin-audit';
import { AdminDocumentsPage } from '../../demo/pages/admin-documents';
import { AdminReportsPage } from '../../demo/pages/admin-reports';
import { createKit, KitContext } from '../../src/lib/kit-context';
import type { User } from '../../src/stores/auth-store';
import { RootStore } from '../../src/stores/root-store';
import { USER } from '../browser/api-fixtures';

// The operators' desk pages against a fake API at the fetch boundary (admin-*.test.tsx).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export type Answer = { status: number; body: unknown };
export const ok = (results?: unknown): Answer => ({
  status: 200,
  body: { success: true, message: '', ...(results === undefined ? {} : { results }) },
});
export const fieldError = (field: string, message: string): Answer => ({
  status: 400,
  body: { success: false, message, results: { errors: [{ field, message }] } },
});

export const MEMBER = USER as User;
export const MODERATOR = { ...USER, id: 90, staff_role: 'moderator' } as User;
export const ADMIN = { ...USER, id: 91, is_admin: true, staff_role: 'admin' } as User;

/** The fake API: answers by `METHOD /path` (an array answers in turn), and what was sent. */
export const api = {
  answers: {} as Record<string, Answer | Answer[] | ((url: URL) => Answer | Promise<Answer>)>,
  sent: [] as { route: string; url: URL; body: unknown }[],
};

let root: Root | undefined;

export function installFakeApi() {
  localStorage.clear();
  api.answers = {};
  api.sent = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const parsed = new URL(url);
    const route = `${init.method ?? 'GET'} ${parsed.pathname}`;
    api.sent.push({
      route,
      url: parsed,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    const planned = api.answers[route];
    const answer = (typeof planned === 'function'
      ? await planned(parsed)
      : Array.isArray(planned)
        ? planned.shift()
        : planned) ?? { status: 404, body: { success: false, message: `No ${route}.` } };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
}

export function removeFakeApi() {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  document.documentElement.lang = 'en';
  vi.unstubAllGlobals();
}

/** Shows `entry` (an /admin path) to `user` (null: a visitor); `notify` records the toasts. */
export async function show(entry: string, user: User | null) {
  const store = new RootStore({ storage: localStorage });
  await store.ready;
  if (user) store.auth.startSession({ user, token: 't1', refresh_token: 'r1' });
  const router = createMemoryRouter(
    [
      { path: paths.home, element: <p>Home</p> },
      { path: paths.login, element: <p>Log in</p> },
      { path: paths.admin, element: <p>Overview</p> },
      { path: paths.adminAccounts, Component: AdminAccountsPage },
      { path: paths.adminAccount, Component: AdminAccountPage },
      { path: paths.adminReports, Component: AdminReportsPage },
      { path: paths.adminAudit, Component: AdminAuditPage },
      { path: paths.adminDocuments, Component: AdminDocumentsPage },
    ],
    { initialEntries: [entry] },
  );
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const notify = vi.fn();
  const kit = createKit({ store, notify, apiBase: () => 'https://api.test' });
  await act(async () => {
    root?.render(
      <KitContext.Provider value={kit}>
        <RouterProvider router={router} />
      </KitContext.Provider>,
    );
  });
  return { container, router, store, notify };
}

export async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
  }
  expect(check()).toBe(true);
}

export const text = (element: Element | null | undefined) =>
  element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** The field labelled `label` inside `scope` (an input, a textarea or a select). */
export function field(scope: Element, label: string) {
  const found = Array.from(scope.querySelectorAll('label')).find((l) => text(l) === label);
  const control = found && document.getElementById(found.htmlFor);
  if (!control) throw new Error(`no field ${label}`);
  return control as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
}

/** Types into (or chooses in) the field labelled `label`, as React sees a person do it. */
export async function fill(scope: Element, label: string, value: string) {
  const control = field(scope, label);
  const prototype = Object.getPrototypeOf(control);
  await act(async () => {
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
    control.dispatchEvent(
      new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  });
}

export function button(scope: Element, name: string): HTMLButtonElement {
  const found = Array.from(scope.querySelectorAll('button')).find((b) => text(b) === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

export async function press(scope: Element, name: string) {
  const target = button(scope, name);
  await act(async () => {
    target.click();
  });
}

/** The nav's links: label → href. */
export const navLinks = (container: Element) =>
  Array.from(container.querySelectorAll('nav.admin-nav a'), (a) => [
    text(a),
    a.getAttribute('href'),
  ]);
