import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { ACCOUNT_PATHS } from '../contract/endpoints';
import { useWords } from '../i18n/use-words';
import { successOf } from '../lib/api-client';
import { failureMessage } from '../lib/api-errors';
import { useKit } from '../lib/kit-context';
import { Spinner } from '../ui/spinner';
import { accountWords } from './words';

export type TokenActionKind = 'confirmEmail' | 'restore';

const PATHS: Record<TokenActionKind, string> = {
  confirmEmail: ACCOUNT_PATHS.emailConfirm,
  restore: ACCOUNT_PATHS.restore,
};

/**
 * The page an emailed link opens (interface §9): the new email's confirmation
 * (`POST /v1/account/email/confirm { token }`) or the undo of a deletion
 * (`POST /v1/account/restore { token }`). One button sends the token: opening the link (a mail
 * scanner may) changes nothing by itself.
 */
export const TokenAction = observer(function TokenAction({
  kind,
  token,
  loginHref,
}: {
  kind: TokenActionKind;
  /** The link's `?token=`. */
  token: string | undefined;
  loginHref: string;
}) {
  const { api, store } = useKit();
  const { m } = useWords(accountWords);
  const words = m.links[kind];
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();

  async function send() {
    if (busy || !token) return;
    setBusy(true);
    setProblem(undefined);
    try {
      const response = await api.post(PATHS[kind], { token }, { renewToken: false });
      const said = successOf(response, words.failed).message || words.done;
      setDone(said);
      store.toast.show(said);
    } catch (failure) {
      setProblem(failureMessage(failure, words.failed));
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <div className="ftc-stack" role="status">
        <p>{done}</p>
        {store.auth.isLoggedIn ? null : (
          <p>
            <a className="ftc-button" href={loginHref}>
              {m.links.logIn}
            </a>
          </p>
        )}
      </div>
    );
  }
  if (!token) {
    return (
      <p className="ftc-error" role="alert">
        {m.links.incomplete}
      </p>
    );
  }
  return (
    <div className="ftc-stack">
      <p>{words.lead}</p>
      {problem ? (
        <p className="ftc-error" role="alert">
          {problem}
        </p>
      ) : null}
      <p>
        <button
          type="button"
          className="ftc-button"
          aria-disabled={busy || undefined}
          onClick={() => void send()}
        >
          {busy ? <Spinner /> : null}
          <span>{words.action}</span>
        </button>
      </p>
    </div>
  );
});
