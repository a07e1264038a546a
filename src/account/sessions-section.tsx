import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useWords } from '../i18n/use-words';
import { showFailure } from '../lib/api-errors';
import { useKit } from '../lib/kit-context';
import { accountTypeOfUser } from '../lib/session-lifecycle';
import { Spinner } from '../ui/spinner';
import { endOtherSessions, endSessionById, useSessions } from './account-api';
import { SettingsSection } from './section';
import { accountWords } from './words';

/**
 * Where the member is logged in (interface §9 `GET {prefix}/sessions`): the device in words,
 * when it logged in and was last used, "This device", "End" per other session and "End all
 * other sessions". An ended session's tokens and streams stop at once (the server's part).
 */
export const SessionsSection = observer(function SessionsSection() {
  const { api, store } = useKit();
  const { m, fill, date } = useWords(accountWords);
  const type = accountTypeOfUser(store.auth.user);
  const sessions = useSessions(type, m.sessions.loadFailed);
  const [ended, setEnded] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<string | undefined>();

  async function run(kind: string, work: () => Promise<void>) {
    if (busy) return;
    setBusy(kind);
    try {
      await work();
    } catch (failure) {
      showFailure(store, failure, m.sessions.failed);
    } finally {
      setBusy(undefined);
    }
  }

  const list = (sessions.data ?? []).filter((session) => !ended.has(session.id));
  const others = list.filter((session) => !session.current);
  const when = (value: string) => date(value, { dateStyle: 'medium', timeStyle: 'short' });

  const endOne = (id: string) =>
    run(id, async () => {
      const message = await endSessionById(api, type, id, m.sessions.failed);
      setEnded((previous) => new Set([...previous, id]));
      store.toast.show(message || m.sessions.ended);
    });
  const endOthers = () =>
    run('others', async () => {
      const message = await endOtherSessions(api, type, m.sessions.failed);
      setEnded((previous) => new Set([...previous, ...others.map((session) => session.id)]));
      store.toast.show(message || m.sessions.othersEnded);
    });

  const button = (kind: string, label: string, onClick: () => void, name?: string) => (
    <button
      type="button"
      className="ftc-button-secondary"
      aria-disabled={Boolean(busy) || undefined}
      aria-label={name}
      onClick={() => {
        if (!busy) onClick();
      }}
    >
      {busy === kind ? <Spinner /> : null}
      <span>{label}</span>
    </button>
  );

  return (
    <SettingsSection title={m.sessions.title} wide>
      {sessions.status === 'loading' ? (
        <p className="ftc-state" role="status">
          <Spinner />
          <span>{m.loading}</span>
        </p>
      ) : sessions.status === 'error' ? (
        <div role="alert">
          <p>{fill(m.loadFailed, { reason: sessions.error.message })}</p>
          <button type="button" className="ftc-button" onClick={sessions.reload}>
            {m.tryAgain}
          </button>
        </div>
      ) : (
        <>
          <ul className="settings-sessions">
            {list.map((session) => {
              const device = session.device || m.sessions.unknownDevice;
              return (
                <li key={session.id} className="settings-sessions__item">
                  <span>
                    <strong>{device}</strong>{' '}
                    {session.current ? (
                      <span className="ftc-badge">{m.sessions.thisDevice}</span>
                    ) : null}{' '}
                    <br />
                    <small>
                      {fill(m.sessions.created, { date: when(session.created_at) })} ·{' '}
                      {fill(m.sessions.lastUsed, { date: when(session.last_used_at) })}
                    </small>
                  </span>
                  {session.current
                    ? null
                    : button(
                        session.id,
                        m.sessions.end,
                        () => void endOne(session.id),
                        fill(m.sessions.endLabel, { device }),
                      )}
                </li>
              );
            })}
          </ul>
          {others.length ? (
            <p>{button('others', m.sessions.endOthers, () => void endOthers())}</p>
          ) : (
            <p>{m.sessions.none}</p>
          )}
        </>
      )}
    </SettingsSection>
  );
});
