import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createKit, KitContext } from '../../src/lib/kit-context';
import { PhotoStep } from '../../src/photos/photo-step';
import { RootStore } from '../../src/stores/root-store';
import { USER } from '../browser/api-fixtures';

// The photo step (issue 24): a file checked before sending, the square framed and sent as
// fractions, the upload's progress, the server's refusal under the field, and removal.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const NEW_PHOTO = '/media/photos/c7/new-256.webp';
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1];
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];

/** The upload's XMLHttpRequest, driven by the test. */
class FakeUpload {
  static last: FakeUpload | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  responseText = '';
  aborted = false;
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();
  constructor() {
    FakeUpload.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
  }
  progress(loaded: number, total: number) {
    const event = Object.assign(new Event('progress'), { lengthComputable: true, loaded, total });
    this.upload.dispatchEvent(event);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.events.dispatchEvent(new Event('load'));
  }
}

let root: Root | undefined;
let fetched: string[];
let fetchAnswer: { status: number; body: unknown };

beforeEach(() => {
  FakeUpload.last = undefined;
  fetched = [];
  fetchAnswer = { status: 200, body: { success: true, message: '' } };
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    fetched.push(`${init.method ?? 'GET'} ${new URL(url).pathname}`);
    return new Response(JSON.stringify(fetchAnswer.body), { status: fetchAnswer.status });
  });
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  document.documentElement.lang = 'en';
  vi.unstubAllGlobals();
});

async function show(photoUrl: string | null = null, owner?: 'caregiver' | 'parent') {
  const store = new RootStore({ storage: localStorage });
  await store.ready;
  store.auth.startSession({ user: USER, token: 't1', refresh_token: 'r1' });
  const onChange = vi.fn();
  const notify = vi.fn();
  const kit = createKit({ store, notify, apiBase: () => 'https://api.test' });
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root?.render(
      <KitContext.Provider value={kit}>
        <PhotoStep photoUrl={photoUrl} onChange={onChange} name="Ana R." owner={owner} />
      </KitContext.Provider>,
    );
  });
  return { container, onChange, notify };
}

async function settle() {
  for (let i = 0; i < 5; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
    });
  }
}

const text = (element: Element | null | undefined) =>
  element?.textContent?.replace(/\s+/g, ' ').trim();

function fileOf(head: number[], name: string, type: string, size = 2048) {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name, { type });
}

/** The size the browser finds when it opens the chosen picture (happy-dom opens `data:` ones itself). */
let picture = { width: 0, height: 0 };
Object.defineProperty(HTMLImageElement.prototype, 'naturalWidth', {
  configurable: true,
  get: () => picture.width,
});
Object.defineProperty(HTMLImageElement.prototype, 'naturalHeight', {
  configurable: true,
  get: () => picture.height,
});

/** Chooses `file`; a picture opens at `size`. Waits for the framing or a message. */
async function choose(container: HTMLElement, file: File, size = { width: 0, height: 0 }) {
  picture = size;
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file field');
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  // The file is read (FileReader), opened, then framed.
  for (let i = 0; i < 100 && !container.querySelector('.ph-crop, .ftc-error'); i += 1) {
    await settle();
  }
}

async function slide(container: HTMLElement, label: string, value: number) {
  const field = Array.from(container.querySelectorAll('label')).find(
    (l) => text(l.querySelector('.ftc-label')) === label,
  );
  const range = field?.querySelector('input');
  if (!range) throw new Error(`no slider ${label}`);
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
      range,
      String(value),
    );
    range.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const button = (container: HTMLElement, name: string) => {
  const found = Array.from(container.querySelectorAll('button')).find((b) => text(b) === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
const click = async (element: HTMLElement) => {
  await act(async () => {
    element.click();
  });
  await settle();
};
const fieldError = (container: HTMLElement) => container.querySelector('.ftc-error');

describe('PhotoStep', () => {
  it('refuses a file that is not a JPEG, PNG or WebP picture before sending, naming what is accepted', async () => {
    const { container } = await show();
    const html = new File(['<!doctype html><script>alert(1)</script>'], 'me.jpg', {
      type: 'image/jpeg',
    });
    await choose(container, html);
    expect(text(fieldError(container))).toBe(
      'This file is not a JPEG, PNG or WebP picture. Choose a photo in one of those formats.',
    );
    expect(container.querySelector('input[type="file"]')?.getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(container.querySelector('.ph-crop')).toBeNull();
    expect(FakeUpload.last).toBeUndefined();
  });

  it('refuses a photo over 8 MB before sending', async () => {
    const { container } = await show();
    await choose(container, fileOf(JPEG_HEAD, 'big.jpg', 'image/jpeg', 8 * 1024 * 1024 + 1));
    expect(text(fieldError(container))).toBe(
      'This photo is larger than 8 MB. Choose a smaller one (JPEG, PNG or WebP, up to 8 MB).',
    );
    expect(FakeUpload.last).toBeUndefined();
  });

  it('refuses a picture smaller than 96 px once opened', async () => {
    const { container } = await show();
    await choose(container, fileOf(PNG_HEAD, 'tiny.png', 'image/png'), { width: 80, height: 120 });
    expect(text(fieldError(container))).toContain('at least 96 pixels');
    expect(container.querySelector('.ph-crop')).toBeNull();
  });

  it('frames the square with the sliders, previews it at 256 and 96 px, and sends it as fractions with the photo', async () => {
    const { container, onChange, notify } = await show();
    const file = fileOf(PNG_HEAD, 'me.png', 'image/png');
    await choose(container, file, { width: 1000, height: 500 });

    // Shown from a data: address, which the site's Content Security Policy allows (blob: it does not).
    expect(container.querySelector('.ph-crop__picture')?.getAttribute('src')).toMatch(
      /^data:image\/png;base64,/,
    );
    // The largest square, centred: 500 px of a 1000 × 500 picture.
    const square = container.querySelector<HTMLElement>('[data-testid="crop-square"]');
    expect(square?.style.width).toBe('50%');
    expect(square?.style.left).toBe('25%');
    expect(container.querySelector('input[name="crop-down"]')?.hasAttribute('disabled')).toBe(true);

    await slide(container, 'Zoom', 2);
    await slide(container, 'Left to right', 1);
    await slide(container, 'Top to bottom', 0);
    // A 250 px square at the right edge, at the top.
    expect(square?.style.width).toBe('25%');
    expect(square?.style.left).toBe('75%');
    expect(square?.style.top).toBe('0%');
    const large = container.querySelector<HTMLImageElement>('img[data-preview="256"]');
    // 256 / 250: the picture is scaled so that the square fills the preview.
    expect(large?.style.width).toBe(`${1000 * (256 / 250)}px`);
    expect(large?.style.transform).toBe(`translate(${-750 * (256 / 250)}px, 0px)`);
    expect(container.querySelector('img[data-preview="96"]')).not.toBeNull();

    await click(button(container, 'Upload photo'));
    const upload = FakeUpload.last;
    expect(upload?.method).toBe('POST');
    expect(upload?.url).toBe('https://api.test/v1/service-provider/caregiver-profile/photo');
    expect(upload?.headers.Authorization).toBe('Bearer t1');
    expect(upload?.body?.get('crop_x')).toBe('0.75');
    expect(upload?.body?.get('crop_y')).toBe('0');
    expect(upload?.body?.get('crop_size')).toBe('0.25');
    expect((upload?.body?.get('photo') as File | undefined)?.name).toBe('me.png');

    // Progress, in words and as a bar.
    await act(async () => upload?.progress(40, 100));
    expect(text(container.querySelector('label[for$="-progress"]'))).toBe('Uploading… 40%');
    expect(container.querySelector('progress')?.getAttribute('value')).toBe('0.4');

    await act(async () =>
      upload?.answer(200, { success: true, message: '', results: { photo_url: NEW_PHOTO } }),
    );
    await settle();
    expect(onChange).toHaveBeenCalledWith(NEW_PHOTO);
    expect(notify).toHaveBeenCalledWith('Your photo is saved.', 'success');
    expect(container.querySelector('progress')).toBeNull();
    expect(container.querySelector('.ph-crop')).toBeNull();
  });

  it('moves the square by dragging it', async () => {
    const { container } = await show();
    await choose(container, fileOf(JPEG_HEAD, 'me.jpg', 'image/jpeg'), {
      width: 1000,
      height: 500,
    });
    const stage = container.querySelector<HTMLElement>('.ph-crop__stage');
    const square = container.querySelector<HTMLElement>('[data-testid="crop-square"]');
    if (!stage || !square) throw new Error('no cropper');
    // Shown 500 px wide: one screen pixel is two of the picture's.
    stage.getBoundingClientRect = () => ({ width: 500, height: 250 }) as DOMRect;
    const pointer = (type: string, clientX: number) =>
      Object.assign(new MouseEvent(type, { bubbles: true, clientX, clientY: 0 }), {
        pointerId: 1,
      });
    await act(async () => {
      square.dispatchEvent(pointer('pointerdown', 200));
      square.dispatchEvent(pointer('pointermove', 100));
      square.dispatchEvent(pointer('pointerup', 100));
    });
    // 100 screen px to the left = 200 of the 500 px of room: from the middle to 10%.
    expect(Number.parseFloat(square.style.left)).toBeCloseTo(5);
    const across = container.querySelector<HTMLInputElement>('input[name="crop-across"]');
    expect(Number(across?.value)).toBeCloseTo(0.1);
  });

  it('shows the server’s refusal under the field and keeps the framing to try again', async () => {
    const { container, onChange } = await show();
    await choose(container, fileOf(JPEG_HEAD, 'me.jpg', 'image/jpeg'), { width: 600, height: 800 });
    await click(button(container, 'Upload photo'));
    await act(async () =>
      FakeUpload.last?.answer(400, {
        success: false,
        message: 'We could not read this picture. Upload a JPEG, PNG or WebP photo.',
        results: { code: 'photo_unreadable' },
      }),
    );
    await settle();
    const error = fieldError(container);
    expect(text(error)).toBe('We could not read this picture. Upload a JPEG, PNG or WebP photo.');
    expect(error?.getAttribute('role')).toBe('alert');
    expect(
      container.querySelector('input[type="file"]')?.getAttribute('aria-describedby'),
    ).toContain(error?.id);
    expect(container.querySelector('.ph-crop')).not.toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('removes the photo: the initials come back', async () => {
    const { container, onChange, notify } = await show(NEW_PHOTO);
    expect(container.querySelector('.ph-step__current img')).not.toBeNull();
    await click(button(container, 'Remove photo'));
    expect(fetched).toEqual(['DELETE /v1/service-provider/caregiver-profile/photo']);
    expect(onChange).toHaveBeenCalledWith(null);
    expect(notify).toHaveBeenCalledWith('Your photo is removed.', 'success');
  });

  it('says why a removal failed', async () => {
    fetchAnswer = {
      status: 404,
      body: { success: false, message: 'You have no photo to remove.' },
    };
    const { container, onChange } = await show(NEW_PHOTO);
    await click(button(container, 'Remove photo'));
    expect(text(fieldError(container))).toBe('You have no photo to remove.');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('sends a parent’s photo to the parent’s own path', async () => {
    const { container } = await show(null, 'parent');
    await choose(container, fileOf(JPEG_HEAD, 'me.jpg', 'image/jpeg'), { width: 400, height: 400 });
    await click(button(container, 'Upload photo'));
    expect(FakeUpload.last?.url).toBe('https://api.test/v1/user/photo');
    expect(FakeUpload.last?.body?.get('crop_size')).toBe('1');
  });

  it('speaks Spanish, guidelines included', async () => {
    document.documentElement.lang = 'es';
    const { container } = await show();
    expect(text(container.querySelector('label'))).toBe('Elegir una foto');
    expect(text(container.querySelector('.ph-step__guidelines'))).toContain('Sin niños en la foto');
  });
});
