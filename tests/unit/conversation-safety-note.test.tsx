import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createKit, KitContext } from '../../src/lib/kit-context';
import { ConversationThread } from '../../src/messaging/conversation-thread';
import { RootStore } from '../../src/stores/root-store';

// The safety note beside a flagged message (interface §10 "Safety in conversations"): both sides
// see the payment/scam warning in their language; the recipient of masked contact details is
// told why; an ordinary message has no note; a note is a note, never an alert.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLDivElement;

const at = '2030-01-01T10:00:00.000Z';
const MESSAGES = [
  { id: 1, from_me: false, body: 'Hi! Saturday 6:30-9:00 works.', flags: [], created_at: at },
  {
    id: 2,
    from_me: false,
    body: 'Send me $50 on Venmo before we meet to hold the date.',
    flags: ['off_platform_payment'],
    created_at: at,
  },
  {
    id: 3,
    from_me: true,
    body: 'My assistant will mail you a check, send the extra back.',
    flags: ['scam_risk'],
    created_at: at,
  },
  { id: 4, from_me: false, body: 'Call me at •••', flags: ['contact_details'], created_at: at },
  {
    id: 5,
    from_me: true,
    body: 'Mine is 512-555-0199',
    flags: ['contact_details'],
    created_at: at,
  },
];

function answer(results: unknown, status = 200) {
  return new Response(JSON.stringify({ success: status < 400, message: 'm', results }), {
    status,
  });
}

beforeEach(() => {
  document.documentElement.lang = 'en';
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = new URL(url).pathname;
    if (path === '/v1/conversations' && init.method === 'GET') {
      return answer([
        {
          id: 1,
          other: { id: 4, first_name: 'Ana', kind: 'parent' },
          last_message: null,
          unread_count: 0,
          updated_at: at,
          blocked: false,
        },
      ]);
    }
    if (path === '/v1/conversations/1/messages' && init.method === 'GET') return answer(MESSAGES);
    return answer(null, 404);
  });
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container?.remove();
  document.documentElement.lang = 'en';
  vi.unstubAllGlobals();
});

async function render() {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const store = new RootStore();
  const kit = createKit({ store, notify: vi.fn(), apiBase: () => 'https://api.test' });
  await act(async () => {
    root?.render(
      <KitContext.Provider value={kit}>
        <ConversationThread id={1} name="Ana" />
      </KitContext.Provider>,
    );
  });
  const start = Date.now();
  while (container.querySelectorAll('.msg').length < MESSAGES.length) {
    if (Date.now() - start > 2000) throw new Error('the thread did not load');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }
}

/** The notes of each message, in order. */
const notes = () =>
  [...container.querySelectorAll('.msg')].map((item) =>
    [...item.querySelectorAll('[role="note"]')].map((note) => note.textContent),
  );

describe('the safety note beside a flagged message', () => {
  it('in English: the warning on both sides, the contact notes, nothing on an ordinary message', async () => {
    await render();
    const warning =
      'Be careful: never send money, gift cards or bank details before you meet. FTC never asks for payment in messages. Report this conversation if something feels wrong.';
    expect(notes()).toEqual([
      [],
      [warning],
      [warning],
      ['Phone numbers and emails are hidden until a hire. Keep talking here until then.'],
      ['Ana sees your phone numbers and emails hidden until a hire.'],
    ]);
    expect(container.querySelector('.msg [role="alert"]')).toBeNull();
    // The note sits beside its message: the masked body stays as the server sent it.
    const fourth = container.querySelectorAll('.msg')[3];
    expect(fourth?.querySelector('.msg__body')?.textContent).toBe('Call me at •••');
  });

  it('in Spanish', async () => {
    document.documentElement.lang = 'es';
    await render();
    const warning =
      'Ten cuidado: nunca envíes dinero, tarjetas de regalo ni datos bancarios antes del primer encuentro en persona. FTC nunca pide pagos por mensaje. Denuncia esta conversación si algo te parece extraño.';
    expect(notes()).toEqual([
      [],
      [warning],
      [warning],
      [
        'Los teléfonos y correos se ocultan hasta que haya una contratación. Hasta entonces, sigue la conversación aquí.',
      ],
      ['Ana ve ocultos tus teléfonos y correos hasta que haya una contratación.'],
    ]);
  });
});
