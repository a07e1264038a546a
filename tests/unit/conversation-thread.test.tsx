import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { createKit, KitContext } from '../../src/lib/kit-context';
import type { Notify } from '../../src/lib/toasts';
import { ConversationThread } from '../../src/messaging/conversation-thread';
import { ReportButton } from '../../src/reports/report-button';
import { RootStore } from '../../src/stores/root-store';
import { USER } from '../browser/api-fixtures';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const HTML_BODY = '<img src=x onerror="window.hacked=1">Hello <b>there</b>';

let root: Root | undefined;
let container: HTMLDivElement;
let sends: string[];
/** The bodies POSTed to the conversation's report path. */
let reports: unknown[];
/** What the next report POST answers. */
let reportAnswer: { status: number; message: string };
let notify: Mock<Notify>;
/** What the next POST of a message does. */
let sendOutcome: 'fail' | 'ok';

function answer(results: unknown, status = 200, message = 'm') {
  return new Response(JSON.stringify({ success: status < 400, message, results }), {
    status,
  });
}

beforeEach(() => {
  sends = [];
  reports = [];
  reportAnswer = { status: 201, message: 'Report received.' };
  sendOutcome = 'ok';
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = new URL(url).pathname;
    if (path === '/v1/conversations' && init.method === 'GET') {
      return answer([
        {
          id: 1,
          other: { id: 4, first_name: 'Ana', kind: 'parent' },
          last_message: null,
          unread_count: 0,
          updated_at: '2030-01-01T10:00:00.000Z',
          blocked: false,
        },
      ]);
    }
    if (path === '/v1/conversations/1/messages' && init.method === 'GET') {
      return answer([
        { id: 5, from_me: false, body: HTML_BODY, created_at: '2030-01-01T10:00:00.000Z' },
      ]);
    }
    if (path === '/v1/conversations/1/messages' && init.method === 'POST') {
      const { body } = JSON.parse(String(init.body)) as { body: string };
      sends.push(body);
      if (sendOutcome === 'fail') throw new TypeError('Failed to fetch');
      return answer(
        { id: 6 + sends.length, from_me: true, body, created_at: '2030-01-01T10:05:00.000Z' },
        201,
      );
    }
    if (path === '/v1/conversations/1/report' && init.method === 'POST') {
      reports.push(JSON.parse(String(init.body)));
      const { status, message } = reportAnswer;
      return answer(status < 400 ? { report_id: 31 } : null, status, message);
    }
    return answer(null, 404);
  });
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container?.remove();
  vi.unstubAllGlobals();
});

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

async function render() {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const store = new RootStore();
  // A member's session: Report is for logged-in members.
  store.auth.startSession({ user: USER, token: 't1', refresh_token: 'r1' });
  notify = vi.fn<Notify>();
  const kit = createKit({ store, notify, apiBase: () => 'https://api.test' });
  await act(async () => {
    root?.render(
      <KitContext.Provider value={kit}>
        <ConversationThread
          id={1}
          name="Ana"
          report={<ReportButton kind="conversation" id={1} />}
        />
      </KitContext.Provider>,
    );
  });
  await waitFor(() => container.querySelector('.msg-list'));
}

const composer = () => container.querySelector<HTMLTextAreaElement>('textarea[name="body"]');
const buttonNamed = (name: string) =>
  [...container.querySelectorAll('button')].find((button) => button.textContent?.trim() === name);

async function type(value: string) {
  const textarea = composer() as HTMLTextAreaElement;
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(
      textarea,
      value,
    );
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function press(key: string, shiftKey = false) {
  const textarea = composer() as HTMLTextAreaElement;
  let event: KeyboardEvent | undefined;
  await act(async () => {
    event = new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true });
    textarea.dispatchEvent(event);
  });
  return event as KeyboardEvent;
}

describe('a conversation thread', () => {
  it('shows a message body as text, never as HTML', async () => {
    await render();
    const body = container.querySelector('.msg__body');
    expect(body?.textContent).toBe(HTML_BODY);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('labels the composer "Message", and has Send, Block and Report buttons', async () => {
    await render();
    const label = container.querySelector(`label[for="${composer()?.id}"]`);
    expect(label?.textContent).toBe('Message');
    expect(buttonNamed('Send')).toBeDefined();
    expect(buttonNamed('Block')).toBeDefined();
    expect(buttonNamed('Report')).toBeDefined();
  });

  it('Enter sends, Shift+Enter does not', async () => {
    await render();
    await type('First line');
    const shifted = await press('Enter', true);
    expect(shifted.defaultPrevented).toBe(false);
    expect(sends).toEqual([]);
    await press('Enter');
    await waitFor(() => sends.length === 1);
    expect(sends).toEqual(['First line']);
    await waitFor(() => composer()?.value === '');
    await waitFor(() =>
      [...container.querySelectorAll('.msg__body')].some((p) => p.textContent === 'First line'),
    );
  });

  it('a failed send keeps the typed text and offers Retry, which sends it', async () => {
    await render();
    sendOutcome = 'fail';
    await type('Can you start at 3?');
    await press('Enter');
    const retry = await waitFor(() => buttonNamed('Retry'));
    expect(composer()?.value).toBe('Can you start at 3?');
    expect(container.querySelector('.msg-failed[role="alert"]')).not.toBeNull();

    sendOutcome = 'ok';
    await act(async () => retry.click());
    await waitFor(() => composer()?.value === '');
    expect(sends).toEqual(['Can you start at 3?', 'Can you start at 3?']);
    expect(buttonNamed('Retry')).toBeUndefined();
    expect([...container.querySelectorAll('.msg__body')].map((p) => p.textContent)).toContain(
      'Can you start at 3?',
    );
  });

  it('does not send an empty message', async () => {
    await render();
    await type('   ');
    await press('Enter');
    await waitFor(() => container.querySelector('.ftc-error'));
    expect(sends).toEqual([]);
  });

  it('reports the conversation with a reason from the list and details, and says thanks', async () => {
    await render();
    await act(async () => buttonNamed('Report')?.click());
    const dialog = await waitFor(() => container.querySelector('[role="dialog"]'));
    expect(dialog.textContent).toContain('Report this conversation');
    const scam = [...dialog.querySelectorAll('label')].find(
      (label) => label.textContent?.trim() === 'Asks for payment outside FTC',
    );
    await act(async () => scam?.querySelector('input')?.click());
    const details = dialog.querySelector<HTMLTextAreaElement>('textarea[name="details"]');
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(
        details,
        'Wants a deposit by gift card.',
      );
      details?.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => buttonNamed('Send report')?.click());
    await waitFor(() => reports.length === 1);
    expect(reports).toEqual([
      { reason: 'off_platform_payment', details: 'Wants a deposit by gift card.' },
    ]);
    await waitFor(() => notify.mock.calls.length > 0);
    expect(notify).toHaveBeenCalledWith('Thanks — our team will review it', 'success');
    await waitFor(() => !container.querySelector('[role="dialog"]'));
    // The thread itself is untouched: the composer and Block are still there.
    expect(composer()).not.toBeNull();
    expect(buttonNamed('Block')).toBeDefined();
  });

  it('shows the server’s words when the conversation is already reported', async () => {
    reportAnswer = { status: 409, message: 'You already reported this conversation.' };
    await render();
    await act(async () => buttonNamed('Report')?.click());
    const dialog = await waitFor(() => container.querySelector('[role="dialog"]'));
    await act(async () =>
      dialog.querySelector<HTMLInputElement>('input[value="harassment"]')?.click(),
    );
    await act(async () => buttonNamed('Send report')?.click());
    const alert = await waitFor(() => dialog.querySelector('[role="alert"]'));
    expect(alert.textContent).toBe('You already reported this conversation.');
    expect(reports).toEqual([{ reason: 'harassment' }]);
    expect(notify).not.toHaveBeenCalled();
  });
});
