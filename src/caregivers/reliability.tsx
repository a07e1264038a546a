import type { Reliability } from '../contract/booking-values';
import { intlLocale } from '../i18n/format';
import { useWords } from '../i18n/use-words';
import { caregiverWords } from './words';

/**
 * A profile's or card's `reliability` (interface §11), when the answer has one: the server sends
 * it once 3 of the caregiver's bookings were ever confirmed. Anything else is no figure.
 */
export function reliabilityOf(profile: unknown): Reliability | null {
  const value = (profile as { reliability?: unknown } | null | undefined)?.reliability;
  if (typeof value !== 'object' || value === null) return null;
  const { bookings, completed, late_cancels, percent } = value as Record<string, unknown>;
  if (
    !Number.isInteger(bookings) ||
    !Number.isInteger(completed) ||
    !Number.isInteger(late_cancels) ||
    typeof percent !== 'number' ||
    !Number.isFinite(percent)
  )
    return null;
  return {
    bookings: bookings as number,
    completed: completed as number,
    late_cancels: late_cancels as number,
    percent,
  };
}

/**
 * "96 % of 25 bookings completed"; "3 bookings confirmed" while none has ended (the server's
 * percent is then 100 by definition, which would read as all completed); or nothing.
 */
export function ReliabilityLine({
  profile,
  className,
}: {
  /** A card or a profile, with or without `reliability`. */
  profile: unknown;
  className?: string;
}) {
  const { m, plural, lang } = useWords(caregiverWords);
  const reliability = reliabilityOf(profile);
  if (!reliability) return null;
  if (reliability.completed + reliability.late_cancels === 0) {
    return (
      <p className={className} data-reliability="">
        {plural(m.reliabilityNew, reliability.bookings)}
      </p>
    );
  }
  return (
    <p className={className} data-reliability="">
      {plural(m.reliability, reliability.bookings, {
        percent: new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: 0 }).format(
          reliability.percent,
        ),
      })}
    </p>
  );
}
