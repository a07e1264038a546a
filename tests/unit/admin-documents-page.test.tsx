import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminDocumentsPage } from '../../demo/pages/admin-documents';
import { createKit, KitContext } from '../../src/lib/kit-context';
import { RootStore } from '../../src/stores/root-store';
import { USER } from '../browser/api-fixtures';

// The staff's document review (interface §7, §10) against a fake API at the fetch boundary:
// approving, like rejecting, asks for a reason of 10–500 characters and sends it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const DOCUMENT = {
  id: 'doc_aaaaaaaaaaaaaaaa',
  owner_first_name: 'Zoe',
  owner_profile_id: 12,
  kind: 'identity',
  status: 'pending',
  expires_on: null,
  created_at: '2027-05-03T10:00:00Z',
  file_url: '/v1/admin/documents/doc_aaaaaaaaaaaaaaaa/file',
};
const DECISION = `POST /v1/admin/documents/${DOCUMENT.id}/decision`;

let root: Root | undefined;
let sent: { route: string; body: unknown }[];
const notify = vi.fn();

beforeEach(() => {
  localStorage.clear();
  sent = [];
  notify.mockReset();
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const route = `${init.method ?? 'GET'} ${new URL(url).pathname}`;
    sent.push({ route, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const results = route === DECISION ? { ...DOCUMENT, status: 'approved' } : [DOCUMENT];
    return new Response(JSON.stringify({ success: true, message: '', results }), { status: 200 });
  });
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.unstubAllGlobals();
});

async function show() {
  const store = new RootStore({ storage: localStorage });
  await store.ready;
  store.auth.startSession({
    user: { ...USER, staff_role: 'moderator' },
    token: 't1',
    refresh_token: 'r1',
  });
  const router = createMemoryRouter([{ path: '/admin/documents', Component: AdminDocumentsPage }], {
    initialEntries: ['/admin/documents'],
  });
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const kit = createKit({ store, notify, apiBase: () => 'https://api.test' });
  await act(async () => {
    root?.render(
      <KitContext.Provider value={kit}>
        <RouterProvider router={router} />
      </KitContext.Provider>,
    );
  });
  return container;
}

async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
  }
  expect(check()).toBe(true);
}

const byLabel = (container: HTMLElement, label: string) => {
  const found = Array.from(container.querySelectorAll('label')).find(
    (element) => element.textContent?.trim() === label,
  );
  return container.querySelector(`#${CSS.escape(found?.htmlFor ?? 'none')}`) as HTMLInputElement;
};

function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const button = (container: HTMLElement, name: string) =>
  Array.from(container.querySelectorAll('button')).find(
    (element) => element.textContent?.trim() === name,
  ) as HTMLButtonElement;

describe('/admin/documents', () => {
  it('approving asks for a reason first, then sends it with the badge', async () => {
    const container = await show();
    await until(() => Boolean(container.querySelector('.admin-doc')));
    const reason = byLabel(container, 'Reason for approving');
    expect(reason).not.toBeNull();
    await act(async () => button(container, 'Approve').click());
    await until(() => reason.getAttribute('aria-invalid') === 'true');
    expect(container.textContent).toContain(
      'Give a reason of 10 to 500 characters: it goes to the audit log.',
    );
    expect(sent.filter((each) => each.route === DECISION)).toEqual([]);
    await act(async () => type(reason, 'too short'));
    await act(async () => button(container, 'Approve').click());
    expect(sent.filter((each) => each.route === DECISION)).toEqual([]);
    await act(async () => type(reason, '  The passport matches the profile name.  '));
    await act(async () => button(container, 'Approve').click());
    await until(() => sent.some((each) => each.route === DECISION));
    expect(sent.find((each) => each.route === DECISION)?.body).toEqual({
      decision: 'approve',
      kind: 'id',
      reason: 'The passport matches the profile name.',
    });
  });

  it('rejecting needs 10 characters of reason too', async () => {
    const container = await show();
    await until(() => Boolean(container.querySelector('.admin-doc')));
    const reason = byLabel(container, 'Reason for rejecting');
    await act(async () => type(reason, 'Blurry'));
    await act(async () => button(container, 'Reject').click());
    await until(() => reason.getAttribute('aria-invalid') === 'true');
    await act(async () => type(reason, 'Blurry photo: upload a sharper one.'));
    await act(async () => button(container, 'Reject').click());
    await until(() => sent.some((each) => each.route === DECISION));
    expect(sent.find((each) => each.route === DECISION)?.body).toMatchObject({
      decision: 'reject',
      reason: 'Blurry photo: upload a sharper one.',
    });
  });
});
