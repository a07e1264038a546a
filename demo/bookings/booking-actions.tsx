import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { actOnBooking, type BookingAction } from '../../src/bookings/booking-queries';
import { bookedHours, hoursProblem, isLateCancel } from '../../src/bookings/booking-time';
import { bookingWords } from '../../src/bookings/words';
import { BOOKING_LIMITS, type Booking, type BookingSide } from '../../src/contract/booking-values';
import { useWords } from '../../src/i18n/use-words';
import { ApiError } from '../../src/lib/api-client';
import { useKit } from '../../src/lib/kit-context';
import { Spinner } from '../../src/ui/spinner';
import { SubmitButton } from '../../src/ui/submit-button';
import { TextField } from '../../src/ui/text-field';
import { TextAreaField } from '../../src/ui/textarea-field';

const L = BOOKING_LIMITS;

type Open = null | 'decline' | 'cancel' | 'hours' | 'dispute';

/**
 * What the reader can do with a booking (§11), by side and status: the caregiver accepts or
 * declines a request and submits hours after the end; the parent approves or disputes them;
 * either cancels, the policy (late or not) stated before the cancel is confirmed.
 */
export function BookingActions({
  booking,
  side,
  now,
  onChanged,
}: {
  booking: Booking;
  side: BookingSide;
  now: number;
  onChanged: () => void;
}) {
  const { m, fill } = useWords(bookingWords);
  const a = m.actions;
  const { api, notify } = useKit();
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState<BookingAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [hours, setHours] = useState(() => String(bookedHours(booking)));
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const ids = useId();
  const firstField = useRef<HTMLElement | null>(null);
  const row = useRef<HTMLDivElement>(null);
  /** The button that opened a form, focused again when the form closes without sending. */
  const opener = useRef<Open>(null);

  // A layout effect: on Preact (the site's runtime) a passive one runs after the next paint,
  // so a key pressed at once would reach the element focus left.
  useLayoutEffect(() => {
    if (open) firstField.current?.focus();
    else if (opener.current) {
      row.current?.querySelector<HTMLElement>(`[data-action="${opener.current}"]`)?.focus();
      opener.current = null;
    }
  }, [open]);

  const starts = Date.parse(booking.starts_at);
  const ends = Date.parse(booking.ends_at);
  const answerable =
    side === 'caregiver' && booking.status === 'requested' && Date.parse(booking.respond_by) > now;
  const cancellable =
    now < starts &&
    (booking.status === 'confirmed' || (booking.status === 'requested' && side === 'parent'));
  const hoursDue = side === 'caregiver' && booking.status === 'confirmed' && now >= ends;
  const approvable = side === 'parent' && booking.status === 'hours_submitted';
  if (!answerable && !cancellable && !hoursDue && !approvable) return null;

  const maxHours = bookedHours(booking) + L.hoursOverBooked;
  const reasonShort = fill(a.reasonShort, { min: L.cancelReasonMin });

  const close = (returnFocus = false) => {
    if (returnFocus) opener.current = open;
    setOpen(null);
    setError(null);
    setTried(false);
    setReason('');
  };

  const act = async (action: BookingAction, body: Record<string, unknown> = {}) => {
    if (busy) return;
    setBusy(action);
    setError(null);
    try {
      const message = await actOnBooking(api, booking.id, action, body, a.failed);
      notify(message || a.done[action], 'success');
      close();
      onChanged();
    } catch (failed) {
      const status = failed instanceof ApiError ? failed.status : undefined;
      setError(
        status === 409 && action === 'accept'
          ? Date.parse(booking.respond_by) <= Date.now()
            ? a.late
            : a.overlap
          : failed instanceof Error && failed.message
            ? failed.message
            : a.failed,
      );
      if (status === 409) onChanged();
    } finally {
      setBusy(null);
    }
  };

  const submit = (action: BookingAction) => (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (action === 'cancel' && reason.trim().length < L.cancelReasonMin) return;
    if (action === 'dispute' && !reason.trim()) return;
    if (action === 'hours') {
      if (hoursProblem(Number(hours), bookedHours(booking))) return;
      void act('hours', { hours: Number(hours), ...(note.trim() ? { note: note.trim() } : {}) });
      return;
    }
    void act(action, reason.trim() ? { reason: reason.trim() } : {});
  };

  const button = (action: BookingAction, label: string, onClick: () => void, primary = false) => (
    <button
      type="button"
      data-action={action}
      className={primary ? 'ftc-button' : 'ftc-button-secondary'}
      aria-disabled={busy !== null || undefined}
      onClick={onClick}
    >
      {busy === action ? <Spinner /> : null}
      <span>{label}</span>
    </button>
  );
  const back = (
    <button type="button" className="ftc-button-secondary" onClick={() => close(true)}>
      {open === 'cancel' ? a.keep : a.back}
    </button>
  );
  const failure = error ? (
    <p className="ftc-error" role="alert">
      {error}
    </p>
  ) : null;
  const late = isLateCancel(booking.starts_at, now);

  if (open === 'cancel') {
    return (
      <form
        className="bk-dialog"
        role="alertdialog"
        aria-labelledby={`${ids}-title`}
        aria-describedby={`${ids}-policy`}
        noValidate
        onSubmit={submit('cancel')}
        onKeyDown={(event) => event.key === 'Escape' && close(true)}
      >
        <h4 id={`${ids}-title`}>{a.cancelTitle}</h4>
        <p id={`${ids}-policy`} className={late ? 'bk-late' : undefined}>
          {fill(late ? a.cancelLate : a.cancelOnTime, { hours: L.lateCancelHours })}
        </p>
        <TextAreaField
          ref={(node) => {
            firstField.current = node;
          }}
          label={fill(a.cancelReason, { min: L.cancelReasonMin })}
          rows={2}
          maxLength={L.reasonMax}
          value={reason}
          error={tried && reason.trim().length < L.cancelReasonMin ? reasonShort : undefined}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        {failure}
        <div className="bk-actions">
          {back}
          <SubmitButton busy={busy === 'cancel'}>{a.cancel}</SubmitButton>
        </div>
      </form>
    );
  }
  if (open === 'decline' || open === 'dispute') {
    const dispute = open === 'dispute';
    return (
      <form className="bk-dialog" noValidate onSubmit={submit(open)}>
        <TextAreaField
          ref={(node) => {
            firstField.current = node;
          }}
          label={dispute ? a.disputeReason : a.declineReason}
          rows={2}
          maxLength={L.reasonMax}
          value={reason}
          required={dispute}
          error={dispute && tried && !reason.trim() ? a.disputeMissing : undefined}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        {failure}
        <div className="bk-actions">
          {back}
          <SubmitButton busy={busy === open}>
            {dispute ? a.sendDispute : a.confirmDecline}
          </SubmitButton>
        </div>
      </form>
    );
  }
  if (open === 'hours') {
    const wrong = tried && hoursProblem(Number(hours), bookedHours(booking));
    return (
      <form className="bk-dialog" noValidate onSubmit={submit('hours')}>
        <TextField
          ref={(node) => {
            firstField.current = node;
          }}
          label={a.hours}
          type="number"
          inputMode="decimal"
          step={L.hoursStep}
          min={L.hoursStep}
          max={maxHours}
          value={hours}
          hint={fill(a.hoursHint, { max: maxHours })}
          error={wrong ? fill(a.hoursInvalid, { max: maxHours }) : undefined}
          onChange={(e) => setHours(e.currentTarget.value)}
        />
        <TextAreaField
          label={a.hoursNote}
          rows={2}
          maxLength={L.hoursNoteMax}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        {failure}
        <div className="bk-actions">
          {back}
          <SubmitButton busy={busy === 'hours'}>{a.sendHours}</SubmitButton>
        </div>
      </form>
    );
  }

  return (
    <div className="bk-actions" ref={row}>
      {answerable ? button('accept', a.accept, () => void act('accept'), true) : null}
      {answerable ? button('decline', a.decline, () => setOpen('decline')) : null}
      {hoursDue ? button('hours', a.submitHours, () => setOpen('hours'), true) : null}
      {approvable ? button('approve', a.approve, () => void act('approve'), true) : null}
      {approvable ? button('dispute', a.dispute, () => setOpen('dispute')) : null}
      {cancellable ? button('cancel', a.cancel, () => setOpen('cancel')) : null}
      {failure}
    </div>
  );
}
