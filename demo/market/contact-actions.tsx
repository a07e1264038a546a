import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { setFavourite, useFavourites } from '../../src/caregivers/caregiver-queries';
import { useWords } from '../../src/i18n/use-words';
import { showFailure } from '../../src/lib/api-errors';
import { useKit } from '../../src/lib/kit-context';
import { useMessaging } from '../../src/messaging/use-messaging';
import { Spinner } from '../../src/ui/spinner';
import { loginReturningTo, newMessagePath, threadPath } from '../config/paths';
import { marketWords } from '../market-words';
import { PlanPaywall } from './paywall';
import { itemsOf, useViewer } from './viewer';

/**
 * Message and Save. A visitor goes to /login and comes back; a parent saves (PUT/DELETE). Message
 * opens the conversation the pair already has, or the composer of a first message (a parent with
 * a plan); without a plan it says what a plan unlocks, on the way to the plans and back.
 */
export const ContactActions = observer(function ContactActions({
  id,
  name,
}: {
  id: number;
  name: string;
}) {
  const { api, store, notify } = useKit();
  const { m, fill } = useWords(marketWords);
  const p = m.profile;
  const location = useLocation();
  const navigate = useNavigate();
  const { kind, hasPlan } = useViewer();
  const messaging = useMessaging();
  const favourites = useFavourites(kind === 'parent', m.favourites.loadFailed);
  const [busy, setBusy] = useState(false);
  const [showMessage, setShowMessage] = useState(false);
  const saved =
    favourites.status === 'success' &&
    itemsOf<{ id: number }>(favourites.data).some((card) => card.id === id);
  useEffect(() => {
    if (kind === 'parent') void messaging.loadConversations();
  }, [kind, messaging]);

  if (kind === 'visitor') {
    const login = loginReturningTo(location.pathname);
    return (
      <div className="cg-actions">
        <Link className="ftc-button" to={login}>
          {p.message}
        </Link>
        <Link className="ftc-button-secondary" to={login}>
          {p.save}
        </Link>
        <p className="ftc-hint">{fill(p.loginToContact, { name })}</p>
      </div>
    );
  }
  if (kind === 'caregiver') return <p className="ftc-hint">{p.caregiverViewing}</p>;

  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await setFavourite(api, id, !saved);
      notify(fill(saved ? p.removedToast : p.savedToast, { name }), 'success');
      favourites.reload();
    } catch (failure) {
      showFailure(store, failure, m.favourites.loadFailed);
    } finally {
      setBusy(false);
    }
  };

  const existing = messaging.conversationWithCaregiver(id);
  const composer = newMessagePath({ caregiver: id });
  const message = () => {
    if (existing) navigate(threadPath(existing.id));
    else if (hasPlan) navigate(composer);
    else setShowMessage((value) => !value);
  };

  return (
    <div className="cg-actions">
      <button
        type="button"
        className="ftc-button"
        aria-expanded={existing || hasPlan ? undefined : showMessage}
        onClick={message}
      >
        {p.message}
      </button>
      <button
        type="button"
        className="ftc-button-secondary"
        aria-pressed={saved}
        aria-disabled={busy || favourites.status === 'loading' || undefined}
        onClick={toggle}
      >
        {busy ? <Spinner /> : null}
        <span>{saved ? p.saved : p.save}</span>
      </button>
      {showMessage && !existing && !hasPlan ? (
        <div className="cg-note" role="status">
          <PlanPaywall audience="message" next={composer} name={name} />
        </div>
      ) : null}
    </div>
  );
});
