/** Helpers shared by the browser tests: the fake API's controls, waiting, typing. */

let apiBase: string | undefined;

export async function fakeApi(): Promise<string> {
  apiBase ??= await (await fetch('/__fake-api')).text();
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

export async function waitFor<T>(
  read: () => T | null | undefined | false,
  what = 'a condition',
  timeout = 5000,
): Promise<T> {
  const start = performance.now();
  for (;;) {
    const value = read();
    if (value) return value;
    if (performance.now() - start > timeout) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
  return waitFor(() => toasts(doc).find((toast) => toast.text.includes(text)), `a toast "${text}"`);
}
