import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { createKit, KitContext } from '../../src/lib/kit-context';
import type { Notify } from '../../src/lib/toasts';
import type { ReportableKind } from '../../src/reports/report-api';
import { ReportButton } from '../../src/reports/report-button';
import { RootStore } from '../../src/stores/root-store';
import { USER } from '../browser/api-fixtures';

// The members' Report button and dialog (interface §10) against a fake API at the fetch boundary.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLDivElement;
let sent: { route: string; body: unknown }[];
let answer: { status: number; body: unknown };
let release: (() => void) | undefined;
let hold: boolean;
let notify: Mock<Notify>;

beforeEach(() => {
  sent = [];
  hold = false;
  release = undefined;
  answer = { status: 201, body: { success: true, message: 'Sent.', results: { report_id: 9 } } };
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({
      route: `${init.method} ${new URL(url).pathname}`,
      body: JSON.parse(String(init.body)),
    });
    if (hold) await new Promise<void>((resolve) => (release = resolve));
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

async function show(
  kind: ReportableKind,
  id: number,
  { loggedIn = true, own = false }: { loggedIn?: boolean; own?: boolean } = {},
) {
  const store = new RootStore();
  if (loggedIn) store.auth.startSession({ user: USER, token: 't1', refresh_token: 'r1' });
  notify = vi.fn<Notify>();
  const kit = createKit({ store, notify, apiBase: () => 'https://api.test' });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root?.render(
      <KitContext.Provider value={kit}>
        <ReportButton kind={kind} id={id} own={own} />
      </KitContext.Provider>,
    );
  });
}

async function waitFor<T>(read: () => T | undefined | null | false, timeout = 2000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = read();
    if (value) return value;
    if (Date.now() - start > timeout) throw new Error('waitFor timed out');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }
}

const button = (name: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
const dialog = () => container.querySelector<HTMLFormElement>('[role="dialog"]');

async function choose(label: string) {
  const input = [...container.querySelectorAll('label')]
    .find((l) => l.textContent?.trim() === label)
    ?.querySelector('input');
  await act(async () => input?.click());
}

async function typeDetails(value: string) {
  const textarea = container.querySelector<HTMLTextAreaElement>('textarea[name="details"]');
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(
      textarea,
      value,
    );
    textarea?.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('the members’ Report button', () => {
  const CASES: [ReportableKind, number, string, string][] = [
    ['caregiver', 12, '/v1/caregivers/12/report', 'Report this profile'],
    ['job', 5, '/v1/jobs/5/report', 'Report this job'],
    ['review', 77, '/v1/reviews/77/report', 'Report this review'],
    ['conversation', 3, '/v1/conversations/3/report', 'Report this conversation'],
  ];
  for (const [kind, id, path, title] of CASES) {
    it(`sends { reason, details } to ${path} and thanks the member`, async () => {
      await show(kind, id);
      await act(async () => button('Report')?.click());
      expect(dialog()?.textContent).toContain(title);
      await choose('Scam or fraud');
      await typeDetails('  Asked me to wire a deposit.  ');
      expect(container.textContent).toContain('31 of 1,000 characters');
      await act(async () => button('Send report')?.click());
      await waitFor(() => notify.mock.calls.length);
      expect(sent).toEqual([
        { route: `POST ${path}`, body: { reason: 'scam', details: 'Asked me to wire a deposit.' } },
      ]);
      expect(notify).toHaveBeenCalledWith('Thanks — our team will review it', 'success');
      expect(dialog()).toBeNull();
    });
  }

  it('offers the six reasons in member words, and refuses to send without one', async () => {
    await show('caregiver', 1);
    await act(async () => button('Report')?.click());
    const labels = [...(dialog()?.querySelectorAll('label.ftc-check') ?? [])].map((l) =>
      l.textContent?.trim(),
    );
    expect(labels).toEqual([
      'Scam or fraud',
      'Harassment',
      'Inappropriate content',
      'Fake profile',
      'Asks for payment outside FTC',
      'Something else',
    ]);
    await act(async () => button('Send report')?.click());
    expect(dialog()?.querySelector('.ftc-error')?.textContent).toBe('Choose what is wrong.');
    expect(sent).toEqual([]);
  });

  it('leaves empty details out, shows a spinner while sending', async () => {
    hold = true;
    await show('job', 4);
    await act(async () => button('Report')?.click());
    await choose('Fake profile');
    await act(async () => button('Send report')?.click());
    await waitFor(() => release);
    expect(button('Send report')?.getAttribute('aria-disabled')).toBe('true');
    expect(button('Send report')?.querySelector('.ftc-spinner')).not.toBeNull();
    await act(async () => release?.());
    await waitFor(() => notify.mock.calls.length);
    expect(sent[0]?.body).toEqual({ reason: 'fake_profile' });
  });

  it('shows the server’s words for a second report (409), and keeps the dialog open', async () => {
    answer = {
      status: 409,
      body: { success: false, message: 'You already reported this profile; our team has it.' },
    };
    await show('caregiver', 8);
    await act(async () => button('Report')?.click());
    await choose('Harassment');
    await act(async () => button('Send report')?.click());
    const alert = await waitFor(() => dialog()?.querySelector('[role="alert"]'));
    expect(alert.textContent).toBe('You already reported this profile; our team has it.');
    expect(notify).not.toHaveBeenCalled();
  });

  it('asks a visitor to log in, and shows nothing on one’s own content', async () => {
    await show('caregiver', 8, { loggedIn: false });
    expect(container.textContent).toBe('Log in to report');
    expect(button('Report')).toBeUndefined();
    act(() => root?.unmount());
    container.remove();
    await show('caregiver', 8, { own: true });
    expect(container.textContent).toBe('');
  });

  it('speaks Spanish on a Spanish page', async () => {
    document.documentElement.lang = 'es';
    await show('review', 2);
    await act(async () => button('Denunciar')?.click());
    expect(dialog()?.textContent).toContain('Denunciar esta reseña');
    expect(dialog()?.textContent).toContain('Pide pagos fuera de FTC');
  });

  it('closes with Escape, giving the focus back to the button', async () => {
    await show('review', 2);
    await act(async () => button('Report')?.click());
    expect(document.activeElement?.getAttribute('value')).toBe('scam');
    await act(async () => {
      dialog()?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(button('Report'));
  });
});
