import type { ComponentType } from 'react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { paths } from '../../demo/config/paths';
import { createKit, KitContext } from '../../src/lib/kit-context';
import type { Notify } from '../../src/lib/toasts';
import { RootStore } from '../../src/stores/root-store';
import { USER } from '../browser/api-fixtures';

// The operators' desk pages (interface §10) against a fake API at the fetch boundary: what each
// page asks for, what it sends, and what the admin sees.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export type Answer = { status: number; body: unknown };
export const ok = (results?: unknown, message = ''): Answer => ({
  status: 200,
  body: { success: true, message, ...(results === undefined ? {} : { results }) },
});
export const refused = (status: number, message: string, field?: string): Answer => ({
  status,
  body: {
    success: false,
    message,
    ...(field ? { results: { errors: [{ field, message }] } } : {}),
  },
});

export const harness = {
  answers: {} as Record<string, Answer | Answer[]>,
  sent: [] as { route: string; url: string; body: unknown }[],
  notify: vi.fn<Notify>(),
  /** While set, every answer waits for it (a loading state stays on screen). */
  hold: undefined as Promise<void> | undefined,
};

let root: Root | undefined;
let container: HTMLDivElement | undefined;

beforeEach(() => {
  harness.answers = {};
  harness.sent = [];
  harness.hold = undefined;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const parsed = new URL(url);
    const route = `${init.method ?? 'GET'} ${parsed.pathname}`;
    harness.sent.push({
      route,
      url: parsed.pathname + parsed.search,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    if (harness.hold) await harness.hold;
    const planned = harness.answers[route];
    const answer = (Array.isArray(planned) ? planned.shift() : planned) ?? {
      status: 404,
      body: { success: false, message: `No ${route}.` },
    };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container?.remove();
  document.documentElement.lang = 'en';
  vi.unstubAllGlobals();
});

/** `Page` at `url`, for a session of `role` (null: a member; 'visitor': no session). */
export async function show(
  Page: ComponentType,
  path: string,
  url: string,
  role: 'admin' | 'moderator' | null | 'visitor' = 'admin',
) {
  const store = new RootStore();
  if (role !== 'visitor') {
    store.auth.startSession({
      user: { ...USER, staff_role: role },
      token: 't1',
      refresh_token: 'r1',
    });
  }
  harness.notify = vi.fn<Notify>();
  const kit = createKit({ store, notify: harness.notify, apiBase: () => 'https://api.test' });
  const router = createMemoryRouter(
    [
      { path, Component: Page },
      { path: paths.login, element: <p>Log in page</p> },
    ],
    { initialEntries: [url] },
  );
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root?.render(
      <KitContext.Provider value={kit}>
        <RouterProvider router={router} />
      </KitContext.Provider>,
    );
  });
  return { container, router };
}

export async function until(check: () => unknown) {
  for (let i = 0; i < 200 && !check(); i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
  }
  expect(Boolean(check())).toBe(true);
}

export const text = (element: Element | null | undefined) =>
  element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

export function field(scope: ParentNode, label: string): HTMLInputElement {
  const found = Array.from(scope.querySelectorAll('label')).find((l) => text(l) === label);
  const input = found && (document.getElementById(found.htmlFor) ?? found.querySelector('input'));
  if (!input) throw new Error(`no field ${label}`);
  return input as HTMLInputElement;
}

/** Types into a field (input, textarea or select) as a person would. */
export async function type(scope: ParentNode, label: string, value: string) {
  const input = field(scope, label);
  const proto =
    input instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : input instanceof HTMLSelectElement
        ? HTMLSelectElement.prototype
        : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(input, value);
    input.dispatchEvent(
      new Event(input instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  });
}

export function button(scope: ParentNode, name: string): HTMLButtonElement {
  const found = Array.from(scope.querySelectorAll('button')).find(
    (b) => text(b) === name || b.getAttribute('aria-label') === name,
  );
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

export async function press(scope: ParentNode, name: string) {
  const target = button(scope, name);
  await act(async () => target.click());
}

export const sentTo = (route: string) => harness.sent.filter((s) => s.route === route);
