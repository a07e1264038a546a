import type { Reliability } from '../contract/booking-values';
import { useWords } from '../i18n/use-words';
import { caregiverWords } from './words';

/**
 * A profile's or card's `reliability` (interface §11), when the answer has one: the server sends
 * it once 3 of the caregiver's bookings were ever confirmed. Anything else is no figure.
 */
export function reliabilityOf(profile: unknown): Reliability | null {
  const value = (profile as { reliability?: Partial<Reliability> | null } | null | undefined)
    ?.reliability;
  const whole = (n: unknown) => Number.isInteger(n);
  return value &&
    whole(value.bookings) &&
    whole(value.completed) &&
    whole(value.late_cancels) &&
    Number.isFinite(value.percent)
    ? (value as Reliability)
    : null;
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
  const { m, plural } = useWords(caregiverWords);
  const reliability = reliabilityOf(profile);
  if (!reliability) return null;
  const ended = reliability.completed + reliability.late_cancels > 0;
  return (
    <p className={className} data-reliability="">
      {ended
        ? plural(m.reliability, reliability.bookings, { percent: reliability.percent })
        : plural(m.reliabilityNew, reliability.bookings)}
    </p>
  );
}
