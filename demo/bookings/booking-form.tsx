import { type FormEvent, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { requestBooking } from '../../src/bookings/booking-queries';
import {
  type DraftProblem,
  draftProblems,
  type RequestDraft,
  readerZone,
  repeatCount,
  zoneLabel,
} from '../../src/bookings/booking-time';
import { bookingWords } from '../../src/bookings/words';
import { BOOKING_LIMITS, type Booking } from '../../src/contract/booking-values';
import { useWords } from '../../src/i18n/use-words';
import { ApiError } from '../../src/lib/api-client';
import { fieldErrorsOf, isSubscriptionRequired } from '../../src/lib/api-errors';
import { useKit } from '../../src/lib/kit-context';
import { SubmitButton } from '../../src/ui/submit-button';
import { TextField } from '../../src/ui/text-field';
import { TextAreaField } from '../../src/ui/textarea-field';
import { loginReturningTo, paths } from '../config/paths';
import { PlanPaywall } from '../market/paywall';
import { useViewer } from '../market/viewer';
import './bookings.css';
import { intlLocale } from '../../src/i18n/format';

type Field = keyof ReturnType<typeof draftProblems>;

const L = BOOKING_LIMITS;

export interface BookableCaregiver {
  id: number;
  first_name: string;
  hourly_rate: number;
  currency: string;
}

/**
 * "Book" on a caregiver's profile (interface §11 "Site"): a parent with a plan opens the request
 * form; a parent without one learns what a plan unlocks, as for messages; a visitor logs in and
 * comes back. A caregiver sees nothing (the profile already says caregivers cannot contact).
 */
export function BookAction({ caregiver }: { caregiver: BookableCaregiver }) {
  const { m, fill } = useWords(bookingWords);
  const { kind, hasPlan } = useViewer();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const panel = useId();
  if (kind === 'caregiver') return null;
  if (kind === 'visitor') {
    return (
      <div className="cg-actions bk-book">
        <Link className="ftc-button" to={loginReturningTo(location.pathname)}>
          {m.form.book}
        </Link>
        <p className="ftc-hint">{fill(m.form.loginToBook, { name: caregiver.first_name })}</p>
      </div>
    );
  }
  return (
    <div className="bk-book">
      <p className="cg-actions">
        <button
          type="button"
          className="ftc-button"
          aria-expanded={open}
          aria-controls={panel}
          onClick={() => setOpen((value) => !value)}
        >
          {m.form.book}
        </button>
      </p>
      <div id={panel} hidden={!open}>
        {open ? (
          hasPlan ? (
            <BookingForm caregiver={caregiver} />
          ) : (
            <div className="cg-note" role="status">
              <PlanPaywall audience="book" next={location.pathname} name={caregiver.first_name} />
            </div>
          )
        ) : null}
      </div>
    </div>
  );
}

const EMPTY = (rate: number): RequestDraft => ({
  date: '',
  start: '',
  end: '',
  children: '1',
  rate: (rate / 100).toFixed(2),
  notes: '',
  repeatUntil: '',
});

/** The request form: the §11 limits checked as the parent types, the policy stated before sending. */
export function BookingForm({ caregiver }: { caregiver: BookableCaregiver }) {
  const { m, fill, plural, price, lang } = useWords(bookingWords);
  const f = m.form;
  const { api, notify } = useKit();
  const name = caregiver.first_name;
  const [draft, setDraft] = useState<RequestDraft>(() => EMPTY(caregiver.hourly_rate));
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [server, setServer] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [needsPlan, setNeedsPlan] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const titleId = useId();

  const problems = draftProblems(draft);
  const count = draft.date ? repeatCount(draft.date, draft.repeatUntil) : 1;
  const words: Record<DraftProblem, string> = {
    dateMissing: f.dateMissing,
    timeMissing: f.timeMissing,
    startSoon: fill(f.startSoon, { hours: L.minLeadHours }),
    endAfterStart: f.endAfterStart,
    tooShort: fill(f.tooShort, { hours: L.minHours }),
    tooLong: fill(f.tooLong, { hours: L.maxHours }),
    childrenRange: fill(f.childrenRange, { min: L.childrenMin, max: L.childrenMax }),
    rateInvalid: f.rateInvalid,
    notesLong: fill(f.notesLong, { max: L.notesMax }),
    repeatBefore: f.repeatBefore,
    repeatTooMany: fill(f.repeatTooMany, { count, max: L.maxRepeats }),
  };
  // A field says what is wrong once it has something in it, or after a press of "Send".
  const filled: Record<Field, boolean> = {
    date: draft.date !== '',
    start: draft.start !== '' && draft.date !== '',
    end: draft.end !== '' && draft.start !== '',
    children: draft.children !== '',
    rate: draft.rate !== '',
    notes: true,
    repeat: draft.repeatUntil !== '',
  };
  const errorOf = (field: Field) => {
    const problem = problems[field];
    if (problem && (tried || filled[field])) return words[problem];
    return server[field];
  };
  const set = (field: keyof RequestDraft) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setServer({});
    setFailure(null);
    setSent(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setTried(true);
    if (Object.keys(problems).length) return;
    setBusy(true);
    setFailure(null);
    try {
      const made = await requestBooking(api, caregiver.id, draft, f.failed);
      const first: Booking | undefined = made[0];
      const respondBy = first?.respond_by
        ? new Intl.DateTimeFormat(intlLocale(lang), {
            dateStyle: 'medium',
            timeStyle: 'short',
          }).format(new Date(first.respond_by))
        : '';
      const text = plural(f.sent, Math.max(made.length, count), { name, time: respondBy });
      notify(text, 'success');
      setSent(text);
      setTried(false);
      setDraft(EMPTY(caregiver.hourly_rate));
    } catch (failed) {
      setServer({});
      if (isSubscriptionRequired(failed)) setNeedsPlan(true);
      else if (failed instanceof ApiError && failed.status === 409) {
        setFailure(fill(f.overlap, { name }));
      } else if (failed instanceof ApiError && failed.status === 429) {
        setFailure(f.tooMany);
      } else {
        const fields = fieldErrorsOf(failed);
        const mapped: Partial<Record<Field, string>> = {};
        if (fields.starts_at) mapped.start = fill(f.fieldStart, { hours: L.minLeadHours });
        if (fields.ends_at) mapped.end = fill(f.fieldEnd, { min: L.minHours, max: L.maxHours });
        if (fields.children) mapped.children = words.childrenRange;
        if (fields.hourly_rate) mapped.rate = f.rateInvalid;
        if (fields.notes) mapped.notes = words.notesLong;
        if (fields.repeat_weekly_until) mapped.repeat = words.repeatTooMany;
        setServer(mapped);
        if (!Object.keys(mapped).length) {
          setFailure(failed instanceof Error && failed.message ? failed.message : f.failed);
        }
      }
    } finally {
      setBusy(false);
    }
  };

  if (needsPlan) {
    return (
      <div className="cg-note" role="status">
        <PlanPaywall audience="book" name={name} />
      </div>
    );
  }

  return (
    <form className="bk-form" aria-labelledby={titleId} noValidate onSubmit={submit}>
      <h3 id={titleId}>{fill(f.title, { name })}</h3>
      <p className="ftc-hint">{fill(f.lead, { name, zone: zoneLabel(readerZone(), lang) })}</p>
      <div className="bk-form__row">
        <TextField
          label={f.date}
          type="date"
          value={draft.date}
          error={errorOf('date')}
          onChange={(e) => set('date')(e.currentTarget.value)}
        />
        <TextField
          label={f.start}
          type="time"
          value={draft.start}
          error={errorOf('start')}
          onChange={(e) => set('start')(e.currentTarget.value)}
        />
        <TextField
          label={f.end}
          type="time"
          value={draft.end}
          error={errorOf('end')}
          onChange={(e) => set('end')(e.currentTarget.value)}
        />
      </div>
      <div className="bk-form__row">
        <TextField
          label={f.children}
          type="number"
          inputMode="numeric"
          min={L.childrenMin}
          max={L.childrenMax}
          value={draft.children}
          error={errorOf('children')}
          onChange={(e) => set('children')(e.currentTarget.value)}
        />
        <TextField
          label={fill(f.rate, { currency: caregiver.currency || 'USD' })}
          inputMode="decimal"
          value={draft.rate}
          hint={fill(f.rateHint, {
            name,
            price: price(caregiver.hourly_rate, caregiver.currency || 'USD'),
          })}
          error={errorOf('rate')}
          onChange={(e) => set('rate')(e.currentTarget.value)}
        />
      </div>
      <TextAreaField
        label={fill(f.notes, { name })}
        value={draft.notes}
        rows={3}
        note={fill(f.notesCount, { count: draft.notes.length, max: L.notesMax })}
        error={errorOf('notes')}
        onChange={(e) => set('notes')(e.currentTarget.value)}
      />
      <TextField
        label={f.repeat}
        type="date"
        value={draft.repeatUntil}
        hint={f.repeatHint}
        error={errorOf('repeat')}
        onChange={(e) => set('repeatUntil')(e.currentTarget.value)}
      />
      {draft.date && count >= 1 && count <= L.maxRepeats ? (
        <p className="bk-form__preview" aria-live="polite">
          {plural(f.preview, count)}
        </p>
      ) : null}
      <section className="bk-policy" aria-label={f.policyTitle}>
        <h4>{f.policyTitle}</h4>
        <ul>
          <li>
            {fill(f.policyAnswer, {
              name,
              within: L.respondWithinHours,
              before: L.respondBeforeStartHours,
            })}
          </li>
          <li>{fill(f.policyCancel, { late: L.lateCancelHours })}</li>
          <li>{fill(f.policyMoney, { name })}</li>
        </ul>
      </section>
      {failure ? (
        <p className="ftc-error" role="alert">
          {failure}
        </p>
      ) : null}
      {busy ? (
        <p className="ftc-visually-hidden" role="status">
          {f.sending}
        </p>
      ) : null}
      <SubmitButton busy={busy}>{plural(f.send, Math.max(1, count))}</SubmitButton>
      {sent ? (
        <p className="cg-note" role="status">
          {sent} <Link to={paths.dashboardBookings}>{f.seeBookings}</Link>
        </p>
      ) : null}
    </form>
  );
}
