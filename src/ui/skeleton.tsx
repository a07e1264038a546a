import { useWords } from '../i18n/use-words';
import { controlWords } from './words';

/** A grey bar standing in for text that is loading; `width` in % of the line. */
export function SkeletonLine({ width = 100, height }: { width?: number; height?: string }) {
  return (
    <span
      className="ftc-skeleton"
      aria-hidden="true"
      style={{ width: `${width}%`, ...(height ? { height } : {}) }}
    />
  );
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
