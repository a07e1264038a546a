import { useContext, useState } from 'react';
import { PHOTO_SIZES, photoSources } from '../contract/photo-values';
import { KitContext } from '../lib/kit-context';
import { webAddress } from '../lib/location';

export interface AvatarProps {
  /** The person's name as shown ("Ana R."): the photo's `alt`, and the initials' source. */
  name: string;
  /** The server's `photo_url` (null or absent: the initials). */
  photoUrl?: string | null | undefined;
  /** Shown size in CSS pixels (the box is square; width and height are set: no layout shift). */
  size: number;
  /** Two letters instead of those taken from `name` (a card: first name and last initial). */
  initials?: string | undefined;
  /** The name is written right beside it: `alt=""`, so a screen reader does not say it twice. */
  nameBeside?: boolean;
  /** The page's main image (a profile's photo): loaded at once, not lazily. */
  main?: boolean;
  className?: string | undefined;
}

/** The first letters of the first and last words of a name ("Ana María R." → "AR"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.slice(0, 1) ?? '';
  const last = words.length > 1 ? (words.at(-1)?.slice(0, 1) ?? '') : '';
  return (first + last).toUpperCase();
}

/** A `photo_url` from an answer that may or may not carry one (`other`, a job's parent). */
export function photoUrlOf(who: object, key = 'photo_url'): string | null {
  const value = (who as Record<string, unknown>)[key];
  return typeof value === 'string' && value ? value : null;
}

/**
 * Sizes with a class in avatar.css (`ftc-avatar--s160`): the profile page's photo, the cards'
 * (pages the server renders with their lists: the spotlight, the results).
 */
const CLASS_SIZES: ReadonlySet<number> = new Set([56, 160]);

/**
 * A person's photo as `<picture>`: WebP at 96, 256 and 640 px for the screen's density, the
 * JPEG for browsers without WebP; the initials (the look of the cards before photos) when there
 * is no photo, when it is not on a web address, or when it fails to load.
 */
export function Avatar({
  name,
  photoUrl,
  size,
  initials,
  nameBeside = false,
  main = false,
  className,
}: AvatarProps) {
  // A relative `/media/…` is on the API's server: in an element on a partner's page, that is
  // the `api-base`, not the page's own origin.
  const apiBase = useContext(KitContext)?.apiBase();
  const url = photoUrl
    ? webAddress(photoUrl, (apiBase && webAddress(apiBase)) || undefined)
    : undefined;
  // The address that failed: a new photo gets its own chance.
  const [failed, setFailed] = useState<string>();
  // A size avatar.css has a class for is set by it, not by a style attribute: a page rendered on
  // the server (a caregiver's profile, the cards) carries no style attribute, which the CSP
  // refuses in HTML.
  const sized = CLASS_SIZES.has(size);
  const classes = [
    'ftc-avatar',
    ...(sized ? [`ftc-avatar--s${size}`] : []),
    ...(className ? [className] : []),
  ].join(' ');
  const box = sized ? undefined : { width: size, height: size };

  if (!url || failed === url) {
    return (
      <span
        className={`${classes} ftc-avatar--initials`}
        // Small ones keep the text's size (the cards' look before photos); large ones grow.
        style={box && size >= 72 ? { ...box, fontSize: Math.round(size * 0.36) } : box}
        {...(nameBeside ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
      >
        {initials ?? initialsOf(name)}
      </span>
    );
  }
  const sources = photoSources(url);
  return (
    <picture className={classes} style={box}>
      <source
        type="image/webp"
        srcSet={PHOTO_SIZES.map((side) => `${sources.webp[side]} ${side}w`).join(', ')}
        sizes={`${size}px`}
      />
      <img
        className="ftc-avatar__img"
        src={sources.jpeg}
        alt={nameBeside ? '' : name}
        width={size}
        height={size}
        loading={main ? 'eager' : 'lazy'}
        decoding="async"
        {...(main ? { fetchPriority: 'high' as const } : {})}
        onError={() => setFailed(url)}
      />
    </picture>
  );
}
