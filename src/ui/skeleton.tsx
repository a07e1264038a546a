import { useWords } from '../i18n/use-words';
import { controlWords } from './words';

/** The heights a placeholder takes besides a line of text: a title, a price, a field or button. */
const HEIGHTS = { '1.2em': 'h12', '1.4em': 'h14', '2em': 'h20', '2.75rem': 'field' } as const;

/**
 * A grey bar standing in for text that is loading; `width` in % of the line (30 to 100, in steps of 10).
 * Sized by classes, not a style attribute: the site's pages rendered at build time
 * (demo/prerender.tsx) carry it in their HTML, where the CSP allows no inline style.
 */
export function SkeletonLine({
  width = 100,
  height,
}: {
  width?: number;
  height?: keyof typeof HEIGHTS;
}) {
  const step = Math.min(100, Math.max(30, Math.round(width / 10) * 10));
  const classes = ['ftc-skeleton', `ftc-skeleton--w${step}`];
  if (height) classes.push(`ftc-skeleton--${HEIGHTS[height]}`);
  return <span className={classes.join(' ')} aria-hidden="true" />;
}

/** Says "loading" to assistive technology while the placeholders show it to the eye. */
export function LoadingAnnouncement({ text }: { text?: string | undefined }) {
  const { m } = useWords(controlWords);
  return (
    <span className="ftc-visually-hidden" role="status">
      {text ?? m.loading}
    </span>
  );
}
