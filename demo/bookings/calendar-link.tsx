import { useId, useState } from 'react';
import { renewCalendarLink, useCalendarLink } from '../../src/bookings/booking-queries';
import { bookingWords } from '../../src/bookings/words';
import { useWords } from '../../src/i18n/use-words';
import { showFailure } from '../../src/lib/api-errors';
import { useKit } from '../../src/lib/kit-context';
import { SkeletonLine } from '../../src/ui/skeleton';
import { Spinner } from '../../src/ui/spinner';

/**
 * The member's secret `.ics` feed (§11): shown, copied with one press, and replaced on demand —
 * after saying, before, that the old link stops working.
 */
export function CalendarLink() {
  const { m } = useWords(bookingWords);
  const c = m.calendar;
  const { api, store, notify } = useKit();
  const link = useCalendarLink(c.loadFailed);
  const [renewed, setRenewed] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [copyNote, setCopyNote] = useState<string | null>(null);
  const ids = useId();
  const url = renewed ?? (link.status === 'success' ? link.data.url : null);

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopyNote(c.copied);
      notify(c.copied, 'success');
    } catch {
      setCopyNote(c.copyFailed);
      (document.getElementById(`${ids}-url`) as HTMLInputElement | null)?.select();
    }
  };
  const renew = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const next = await renewCalendarLink(api, c.loadFailed);
      setRenewed(next);
      setConfirming(false);
      setCopyNote(null);
      notify(c.renewed, 'success');
    } catch (failure) {
      showFailure(store, failure, c.loadFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="bk-calendar" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{c.title}</h2>
      <p>{c.lead}</p>
      {url ? (
        <>
          <div className="ftc-field">
            <label className="ftc-label" htmlFor={`${ids}-url`}>
              {c.label}
            </label>
            <input
              id={`${ids}-url`}
              className="ftc-input bk-calendar__url"
              readOnly
              value={url}
              onFocus={(e) => e.currentTarget.select()}
            />
          </div>
          {copyNote ? (
            <p className="ftc-hint" role="status">
              {copyNote}
            </p>
          ) : null}
          {confirming ? (
            <div className="bk-dialog" role="alertdialog" aria-labelledby={`${ids}-warn`}>
              <p id={`${ids}-warn`}>{c.renewWarning}</p>
              <div className="bk-actions">
                <button
                  type="button"
                  className="ftc-button-secondary"
                  onClick={() => setConfirming(false)}
                >
                  {c.keep}
                </button>
                <button
                  type="button"
                  className="ftc-button"
                  aria-disabled={busy || undefined}
                  onClick={() => void renew()}
                >
                  {busy ? <Spinner /> : null}
                  <span>{c.confirmRenew}</span>
                </button>
              </div>
            </div>
          ) : (
            <div className="bk-actions">
              <button type="button" className="ftc-button" onClick={() => void copy()}>
                {c.copy}
              </button>
              <button
                type="button"
                className="ftc-button-secondary"
                onClick={() => setConfirming(true)}
              >
                {c.renew}
              </button>
            </div>
          )}
        </>
      ) : link.status === 'error' ? (
        <p role="alert">
          {link.error.message}{' '}
          <button type="button" className="ftc-button-secondary" onClick={link.reload}>
            {m.page.retry}
          </button>
        </p>
      ) : (
        <SkeletonLine width={80} />
      )}
    </section>
  );
}
