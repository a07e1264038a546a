/** Helpers shared by the browser tests: the fake API's controls, waiting, typing. */

let apiBase: string | undefined;

/** The fake API's base for this test page: its own state, so test files cannot interfere. */
export async function fakeApi(): Promise<string> {
  apiBase ??= `${await (await fetch('/__fake-api')).text()}/s/${crypto.randomUUID()}`;
  return apiBase;
}

/** An address where nothing listens: requests to it fail as a network failure. */
export async function deadApi(): Promise<string> {
  return (await fetch(`${await fakeApi()}/__fake/dead-base`)).text();
}

export interface ScriptedAnswer {
  status?: number;
  body?: unknown;
  raw?: string;
  delayMs?: number;
}

export async function resetApi(): Promise<void> {
  await fetch(`${await fakeApi()}/__fake/reset`, { method: 'POST' });
}

/** The next answers of `route`, in order (replacing any queued before). */
export async function scriptApi(route: string, ...responses: ScriptedAnswer[]): Promise<void> {
  await fetch(`${await fakeApi()}/__fake/script`, {
    method: 'POST',
    body: JSON.stringify({ route, responses }),
  });
}

export interface RecordedRequest {
  route: string;
  body: unknown;
  authorization: string | null;
}

export async function apiRequests(): Promise<RecordedRequest[]> {
  return (await fetch(`${await fakeApi()}/__fake/requests`)).json();
}

/** The `Accept-Language` each request to the fake API carried, in order. */
export async function apiLanguages(): Promise<{ route: string; language: string | null }[]> {
  return (await fetch(`${await fakeApi()}/__fake/languages`)).json();
}

export interface WaitOptions {
  /** What is awaited, for the error when it does not come ("a toast \"Saved\""). */
  message?: string;
  /** In ms; 5000 unless said. */
  timeout?: number;
}

/**
 * The one way the browser tests wait: `predicate` (sync or async) is read every 20 ms until it
 * gives something truthy, which is returned; past `timeout` the test fails with `message`. A test
 * never sleeps for a fixed time: to show that something did *not* happen, it waits for a later
 * thing that would have come after it (a second request, a later render), then checks.
 */
export async function waitFor<T>(
  predicate: () => T | null | undefined | false | Promise<T | null | undefined | false>,
  { message = 'a condition', timeout = 5000 }: WaitOptions = {},
): Promise<T> {
  const start = performance.now();
  for (;;) {
    const value = await predicate();
    if (value) return value;
    if (performance.now() - start > timeout) throw new Error(`Timed out waiting for ${message}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Resolves when an image asked for now has failed to load: the error events of images asked for
 * before it (an injected `<img onerror>`) have fired by then. The later event that shows an
 * earlier one did not come.
 */
export function controlImageError(): Promise<void> {
  return new Promise((resolve) => {
    const control = document.createElement('img');
    control.addEventListener('error', () => resolve(control.remove()), { once: true });
    control.src = `x?control=${Date.now()}`;
    document.body.append(control);
  });
}

/** Types into a React-controlled input the way a person's keystrokes would reach React. */
export function typeInto(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The newsletter element's parts, found the way a person finds them: by label and role. */
export function newsletterParts(element: Element) {
  const root = element.shadowRoot;
  if (!root) throw new Error('no shadow root');
  const label = Array.from(root.querySelectorAll('label')).find((l) => l.textContent === 'Email');
  const input = label?.control as HTMLInputElement | null;
  const button = Array.from(root.querySelectorAll('button')).find((b) =>
    b.textContent?.includes('Subscribe'),
  ) as HTMLButtonElement | undefined;
  if (!input || !button) throw new Error('newsletter form not rendered');
  const error = () => {
    const id = input.getAttribute('aria-describedby');
    return id ? (root.getElementById(id)?.textContent ?? null) : null;
  };
  return { root, input, button, error };
}

/** Visible toasts of a document, with their text and role. */
export function toasts(doc: Document = document) {
  return Array.from(doc.querySelectorAll<HTMLElement>('[data-ftc-toasts] .Toastify__toast')).map(
    (toast) => ({
      text: toast.textContent ?? '',
      role: toast.getAttribute('role'),
      element: toast,
    }),
  );
}

export async function toastWith(text: string, doc: Document = document) {
  return waitFor(() => toasts(doc).find((toast) => toast.text.includes(text)), {
    message: `a toast "${text}"`,
  });
}

/** Mounts an element with attributes on the test page and waits for its first render. */
export async function mountElement(
  tag: string,
  attributes: Record<string, string> = {},
): Promise<HTMLElement> {
  for (const old of document.body.querySelectorAll(tag)) old.remove();
  const element = document.createElement(tag);
  element.setAttribute('api-base', await fakeApi());
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const ready = new Promise((resolve) =>
    element.addEventListener('ftc-ready', resolve, { once: true }),
  );
  document.body.append(element);
  await ready;
  return element;
}

/** The control a label names, inside a shadow root (exact label text). */
export function byLabel<T extends HTMLElement = HTMLInputElement>(
  root: ParentNode,
  text: string,
): T {
  const label = Array.from(root.querySelectorAll('label')).find(
    (candidate) => candidate.textContent?.trim() === text,
  );
  const control = label?.control as T | null | undefined;
  if (!control) throw new Error(`no field labelled "${text}"`);
  return control;
}

export function maybeByLabel(root: ParentNode, text: string): HTMLElement | null {
  try {
    return byLabel(root, text);
  } catch {
    return null;
  }
}

/** A button or link by its visible name (exact, or containing `text` when `partial`). */
export function byRole(root: ParentNode, text: string, partial = false): HTMLElement {
  const found = Array.from(root.querySelectorAll<HTMLElement>('button, a')).find((element) => {
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
    return partial ? name.includes(text) : name === text;
  });
  if (!found) throw new Error(`no button or link named "${text}"`);
  return found;
}

export function shadow(element: Element): ShadowRoot {
  if (!element.shadowRoot) throw new Error('no shadow root');
  return element.shadowRoot;
}

/** Records the CustomEvents of the given names fired on the document. */
export function recordEvents(...names: string[]) {
  const events: CustomEvent[] = [];
  const listener = (event: Event) => events.push(event as CustomEvent);
  for (const name of names) document.addEventListener(name, listener);
  return {
    events,
    of: (name: string) => events.filter((event) => event.type === name),
    stop: () => {
      for (const name of names) document.removeEventListener(name, listener);
    },
  };
}

/** Sets a checkbox the way a click would reach React. */
export function check(input: HTMLInputElement, checked = true): void {
  if (input.checked !== checked) input.click();
}

export function selectOption(select: HTMLSelectElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set;
  setter?.call(select, value);
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Serious or critical axe-core violations inside an element (its shadow root included). */
export async function accessibilityProblems(element: Element): Promise<string[]> {
  const { default: axe } = await import('axe-core');
  const results = await axe.run(element, { resultTypes: ['violations'] });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
}

/** The fake API's requests, once there are at least `count` of them. */
export async function requestsWhen(count: number, timeout = 5000): Promise<RecordedRequest[]> {
  let seen = 0;
  try {
    return await waitFor(
      async () => {
        const requests = await apiRequests();
        seen = requests.length;
        return requests.length >= count && requests;
      },
      { timeout },
    );
  } catch {
    throw new Error(`Timed out waiting for ${count} requests (have ${seen})`);
  }
}

export type FixtureWindow = Window & { __violations: string[] };

/** Opens a partner's page (built bundles from dist/widgets) in an iframe. */
export async function openPartnerPage(query: string, { live = false } = {}) {
  for (const frame of document.querySelectorAll('iframe')) frame.remove();
  const frame = document.createElement('iframe');
  frame.style.width = '900px';
  frame.style.height = '600px';
  frame.src = `/fixtures/partner.html?${query}&api=${encodeURIComponent(await fakeApi())}`;
  document.body.append(frame);
  await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  const win = frame.contentWindow as FixtureWindow;
  const doc = frame.contentDocument as Document;
  const elements = await waitFor(
    () => {
      const found = Array.from(doc.querySelectorAll('ftc-newsletter'));
      // The first view may come before the runtime (src/lib/first-paint.ts); `live` waits for it.
      const shown = (element: Element) =>
        element.shadowRoot?.querySelector('form') &&
        !(live && element.shadowRoot.querySelector('[data-ftc-first-paint]'));
      return found.length && found.every(shown) && found;
    },
    { message: 'the elements to render' },
  );
  return { win, doc, elements };
}
