import { observer } from 'mobx-react-lite';
import { type MouseEvent, useEffect, useRef } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useCaregiver } from '../../src/caregivers/caregiver-queries';
import { useWords } from '../../src/i18n/use-words';
import { isPlainClick } from '../../src/lib/plain-click';
import { ConversationList } from '../../src/messaging/conversation-list';
import { ConversationThread } from '../../src/messaging/conversation-thread';
import { StartConversation } from '../../src/messaging/start-conversation';
import { useMessaging } from '../../src/messaging/use-messaging';
import { Avatar, photoUrlOf } from '../../src/ui/avatar';
import { caregiverPath, paths, threadPath } from '../config/paths';
import { displayName } from '../market/format';
import { PlanPaywall } from '../market/paywall';
import { draftOf, rememberDraft } from '../market/remembered';
import { ReportAction } from '../market/report-action';
import { useViewer } from '../market/viewer';
import { marketWords } from '../market-words';
import { Page } from './page';

/** `/dashboard/messages`: every conversation, newest first, live. */
export const ConversationsPage = observer(function ConversationsPage() {
  const { m } = useWords(marketWords);
  const c = m.conversations;
  const { kind } = useViewer();
  const navigate = useNavigate();
  const open = (event: MouseEvent<HTMLAnchorElement>, id: number) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    navigate(threadPath(id));
  };
  return (
    <Page title={c.title} lead={c.lead}>
      <ConversationList
        hrefOf={threadPath}
        onActivate={open}
        empty={
          kind === 'caregiver' ? (
            <>
              <p>{c.emptyCaregiver}</p>
              <Link className="ftc-button" to={paths.jobs}>
                {c.findJobs}
              </Link>
            </>
          ) : (
            <>
              <p>{c.emptyParent}</p>
              <Link className="ftc-button" to={paths.caregivers}>
                {m.favourites.find}
              </Link>
            </>
          )
        }
      />
    </Page>
  );
});

/** `/dashboard/messages/:id`: one conversation, live, with its composer. */
export const ThreadPage = observer(function ThreadPage() {
  const { id: param = '' } = useParams();
  const { m, fill } = useWords(marketWords);
  const c = m.conversations;
  const store = useMessaging();
  const location = useLocation();
  const id = /^\d+$/.test(param) ? Number(param) : Number.NaN;
  const summary = Number.isNaN(id) ? undefined : store.conversation(id);
  const name = summary?.other.first_name ?? '';
  if (Number.isNaN(id)) return <Navigate to={paths.notFound} replace />;
  const started = (location.state as { started?: boolean } | null)?.started === true;
  return (
    <Page title={name ? fill(c.withName, { name }) : c.title} wide>
      <div className="msg-thread-head">
        {summary ? (
          <Avatar name={name} photoUrl={photoUrlOf(summary.other)} size={56} nameBeside />
        ) : null}
        <p className="cg-actions">
          <Link to={paths.dashboardMessages}>{c.all}</Link>
          {summary?.other.kind === 'caregiver' ? (
            <Link to={caregiverPath(summary.other.id)}>{fill(c.profileOf, { name })}</Link>
          ) : null}
        </p>
      </div>
      {started ? (
        <p className="ftc-hint" role="status">
          {c.sent}
        </p>
      ) : null}
      <ConversationThread
        id={id}
        name={name || c.someone}
        report={<ReportAction kind="conversation" id={id} />}
      />
    </Page>
  );
});

/**
 * `/dashboard/messages/new?caregiver=…[&application=…]` (a parent) or `?application=…` (a
 * caregiver): the first message. When the pair already talks, the conversation opens instead.
 * Without a plan a parent is told what a plan unlocks and comes back here after paying, with
 * the text as it was typed.
 */
export const NewConversationPage = observer(function NewConversationPage() {
  const { m, fill } = useWords(marketWords);
  const c = m.conversations;
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const store = useMessaging();
  const { kind, hasPlan } = useViewer();
  const whole = (name: string) => {
    const value = search.get(name) ?? '';
    return /^\d+$/.test(value) ? Number(value) : undefined;
  };
  const caregiverId = whole('caregiver');
  const applicationId = whole('application');
  const profile = useCaregiver(caregiverId ?? null, m.profile.loadFailed);
  /** The conversation the pair had when the list first came (null: none), once it has. */
  const opened = useRef<number | null>(undefined);
  useEffect(() => {
    void store.loadConversations();
  }, [store]);

  const target =
    applicationId !== undefined
      ? { application_id: applicationId }
      : caregiverId !== undefined && kind === 'parent'
        ? { caregiver_id: caregiverId }
        : undefined;
  if (!target) {
    return (
      <Page title={c.newTitle} lead={c.noTarget}>
        <p>
          <Link to={paths.dashboardMessages}>{c.all}</Link>
        </p>
      </Page>
    );
  }
  const existing =
    caregiverId === undefined ? undefined : store.conversationWithCaregiver(caregiverId);
  // The pair already talked when the page opened: that conversation opens instead. Not the one
  // this page starts: the store lists it before `onStarted` runs, and a runtime may render that
  // first (Preact does), which would go there without saying it was sent.
  if (opened.current === undefined && store.listStatus === 'ready') {
    opened.current = existing?.id ?? null;
  }
  if (existing && (opened.current === undefined || opened.current === existing.id)) {
    return <Navigate to={threadPath(existing.id)} replace />;
  }
  if (store.listStatus === 'loading' || store.listStatus === 'idle') {
    return <Page title={c.newTitle}>{null}</Page>;
  }

  const name = profile.status === 'success' ? displayName(profile.data) : undefined;
  const here = `${location.pathname}${location.search}`;
  const draftKey = applicationId !== undefined ? `a${applicationId}` : `c${caregiverId}`;
  const planJustBought = (location.state as { planActive?: boolean } | null)?.planActive === true;
  const paywall = <PlanPaywall audience="message" next={here} name={name} />;
  return (
    <Page title={name ? fill(c.toName, { name }) : c.newTitle} lead={c.newLead}>
      {planJustBought ? (
        <p className="cg-note" role="status">
          {c.planActive}
        </p>
      ) : kind === 'parent' && !hasPlan ? (
        <div className="cg-note">{paywall}</div>
      ) : null}
      <StartConversation
        target={target}
        initialBody={draftOf(draftKey)}
        onDraft={(body) => rememberDraft(draftKey, body)}
        onStarted={(conversationId) =>
          navigate(threadPath(conversationId), { replace: true, state: { started: true } })
        }
        paywall={paywall}
      />
      {caregiverId !== undefined ? (
        <p>
          <Link to={caregiverPath(caregiverId)}>{c.backToProfile}</Link>
        </p>
      ) : null}
    </Page>
  );
});
