import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CaregiverCard } from '../../src/caregivers/caregiver-card';
import { createKit, KitContext } from '../../src/lib/kit-context';
import { RootStore } from '../../src/stores/root-store';
import { Avatar, initialsOf, photoUrlOf } from '../../src/ui/avatar';
import { CAREGIVERS } from '../browser/api-fixtures';

// A person's photo (issue 24): WebP sizes for the screen, a JPEG for the rest, fixed size, and
// the initials when there is no photo or it does not load.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const PHOTO = '/media/photos/c101/a1b2-256.webp';
const PAGE = window.location.origin;
let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

function show(node: React.ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root?.render(node));
  return container;
}

describe('Avatar', () => {
  it('shows the photo as <picture>: WebP at 96, 256 and 640 px, the JPEG as the fallback, at a fixed size', () => {
    const view = show(<Avatar name="Maria G." photoUrl={PHOTO} size={56} />);
    const source = view.querySelector('picture > source');
    expect(source?.getAttribute('type')).toBe('image/webp');
    expect(source?.getAttribute('srcset')).toBe(
      [96, 256, 640]
        .map((side) => `${PAGE}/media/photos/c101/a1b2-${side}.webp ${side}w`)
        .join(', '),
    );
    expect(source?.getAttribute('sizes')).toBe('56px');
    const img = view.querySelector('picture > img');
    expect(img?.getAttribute('src')).toBe(`${PAGE}/media/photos/c101/a1b2-640.jpg`);
    expect(img?.getAttribute('width')).toBe('56');
    expect(img?.getAttribute('height')).toBe('56');
    expect(img?.getAttribute('alt')).toBe('Maria G.');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(view.textContent).toBe('');
  });

  it('leaves the alt empty when the name is beside it, and loads the main image at once', () => {
    const view = show(<Avatar name="Maria G." photoUrl={PHOTO} size={160} nameBeside main />);
    const img = view.querySelector('img');
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.getAttribute('loading')).toBe('eager');
    expect(img?.getAttribute('fetchpriority')).toBe('high');
  });

  it('shows the initials, named for screen readers, when there is no photo', () => {
    const view = show(<Avatar name="Ana María Parent" photoUrl={null} size={48} />);
    expect(view.querySelector('img, picture')).toBeNull();
    const initials = view.querySelector('.ftc-avatar--initials');
    expect(initials?.textContent).toBe('AP');
    expect(initials?.getAttribute('role')).toBe('img');
    expect(initials?.getAttribute('aria-label')).toBe('Ana María Parent');
    // A size avatar.css has no class for is set on the element.
    expect((initials as HTMLElement).style.width).toBe('48px');
  });

  it('a size avatar.css names (the profile photo, the cards: rendered on the server) is set by class, with no style attribute the CSP would refuse', () => {
    for (const size of [160, 56]) {
      for (const photoUrl of [null, PHOTO]) {
        const view = show(<Avatar name="Ana María Parent" photoUrl={photoUrl} size={size} main />);
        const box = view.querySelector('.ftc-avatar');
        expect(box?.classList.contains(`ftc-avatar--s${size}`)).toBe(true);
        expect(box?.hasAttribute('style')).toBe(false);
      }
    }
  });

  it('falls back to the initials when the photo fails to load, and tries a new photo again', () => {
    const view = show(<Avatar name="Maria G." photoUrl={PHOTO} size={56} nameBeside />);
    act(() => {
      view.querySelector('img')?.dispatchEvent(new Event('error'));
    });
    expect(view.querySelector('img')).toBeNull();
    const initials = view.querySelector('.ftc-avatar--initials');
    expect(initials?.textContent).toBe('MG');
    // Beside the name: hidden from screen readers, which read the name once.
    expect(initials?.getAttribute('aria-hidden')).toBe('true');

    act(() =>
      root?.render(
        <Avatar name="Maria G." photoUrl="/media/photos/c101/new-256.webp" size={56} nameBeside />,
      ),
    );
    expect(view.querySelector('img')?.getAttribute('src')).toBe(
      `${PAGE}/media/photos/c101/new-640.jpg`,
    );
  });

  it('finds a relative photo on the API’s server (an element on a partner’s page)', async () => {
    const store = new RootStore({ storage: localStorage });
    const kit = createKit({ store, notify: vi.fn(), apiBase: () => 'https://ftc.example' });
    const view = show(
      <KitContext.Provider value={kit}>
        <Avatar name="Maria G." photoUrl={PHOTO} size={56} />
      </KitContext.Provider>,
    );
    expect(view.querySelector('img')?.getAttribute('src')).toBe(
      'https://ftc.example/media/photos/c101/a1b2-640.jpg',
    );
  });

  it('never puts an address that is not a web address in src', () => {
    const view = show(<Avatar name="Maria G." photoUrl="javascript:alert(1)" size={56} />);
    expect(view.querySelector('img')).toBeNull();
    expect(view.textContent).toBe('MG');
  });

  it('reads initials and photo addresses from what answers carry', () => {
    expect(initialsOf('  maria  ')).toBe('M');
    expect(initialsOf('Former member')).toBe('FM');
    expect(photoUrlOf({ id: 1, first_name: 'Ana', photo_url: PHOTO })).toBe(PHOTO);
    expect(photoUrlOf({ id: 1, first_name: 'Ana' })).toBeNull();
    expect(photoUrlOf({ parent_photo_url: PHOTO }, 'parent_photo_url')).toBe(PHOTO);
  });
});

describe('the caregiver card', () => {
  async function card(photo_url: string | null) {
    const store = new RootStore({ storage: localStorage });
    await store.ready;
    const kit = createKit({ store, notify: vi.fn(), apiBase: () => 'https://api.test' });
    const [first] = CAREGIVERS;
    if (!first) throw new Error('no fixture');
    return show(
      <KitContext.Provider value={kit}>
        <ul>
          <CaregiverCard card={{ ...first, photo_url }} href="/caregivers/101" />
        </ul>
      </KitContext.Provider>,
    );
  }

  it('shows the caregiver’s photo lazily, with an empty alt beside the name', async () => {
    const view = await card(PHOTO);
    const img = view.querySelector('.ftc-cg-card__top img');
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(view.querySelector('.ftc-cg-card__top source')?.getAttribute('srcset')).toContain(
      'a1b2-96.webp 96w',
    );
    expect(view.querySelector('.ftc-cg-card__name')?.textContent).toBe('Maria G.');
  });

  it('shows the first name’s and last name’s initials without a photo', async () => {
    const view = await card(null);
    expect(view.querySelector('.ftc-cg-card__top .ftc-avatar--initials')?.textContent).toBe('MG');
  });
});
