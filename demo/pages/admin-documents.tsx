import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { decideDocument, useAdminDocuments } from '../../src/caregivers/caregiver-queries';
import { REASON_LIMITS } from '../../src/contract/admin-values';
import type { AdminDocument, BadgeKind, DocumentDecision } from '../../src/contract/caregivers';
import { useWords } from '../../src/i18n/use-words';
import { ApiError } from '../../src/lib/api-client';
import { showFailure } from '../../src/lib/api-errors';
import { useKit } from '../../src/lib/kit-context';
import { useForm } from '../../src/lib/use-form';
import { SelectField } from '../../src/ui/select-field';
import { LoadingAnnouncement, SkeletonLine } from '../../src/ui/skeleton';
import { SubmitButton } from '../../src/ui/submit-button';
import { TextField } from '../../src/ui/text-field';
import { AdminLayout } from '../admin/admin-layout';
import { caregiverPath } from '../config/paths';
import { itemsOf } from '../market/viewer';
import { marketWords } from '../market-words';

const STATUSES = ['pending', 'approved', 'rejected'] as const;
type Status = (typeof STATUSES)[number];
const GRANTABLE = ['id', 'background_check', 'first_aid'] as const satisfies readonly BadgeKind[];

/** The badge an uploaded kind most likely earns (the admin may choose another). */
const BADGE_FOR: Record<string, (typeof GRANTABLE)[number]> = {
  identity: 'id',
  background_check: 'background_check',
  certification: 'first_aid',
};

/** A decision's reason: 10–500 characters (interface §10), as the server counts them. */
const reasonFits = (reason: string) =>
  reason.trim().length >= REASON_LIMITS.min && reason.trim().length <= REASON_LIMITS.max;

/** `/admin/documents`: the staff's queue of uploaded documents (interface §7, §10: moderators). */
export function AdminDocumentsPage() {
  const { m } = useWords(marketWords);
  return (
    <AdminLayout page="documents" title={m.admin.title} lead={m.admin.lead}>
      <DocumentsQueue />
    </AdminLayout>
  );
}

/** The queue itself: rendered by the layout for staff only, so nothing loads for anyone else. */
const DocumentsQueue = observer(function DocumentsQueue() {
  const { m } = useWords(marketWords);
  const a = m.admin;
  const [search, setSearch] = useSearchParams();
  const raw = search.get('status');
  const status: Status = STATUSES.includes(raw as Status) ? (raw as Status) : 'pending';
  const list = useAdminDocuments(status, a.loadFailed);
  const refused =
    list.status === 'error' &&
    list.error instanceof ApiError &&
    (list.error.status === 403 || list.error.status === 401);
  if (refused) return <p role="alert">{a.adminOnly}</p>;

  const documents = list.status === 'success' ? itemsOf<AdminDocument>(list.data) : [];
  return (
    <>
      <SelectField
        label={a.status}
        name="status"
        value={status}
        className="cg-status-select"
        options={STATUSES.map((value) => ({ value, label: a.statuses[value] }))}
        onChange={(event) => setSearch({ status: event.target.value })}
      />
      {list.status === 'loading' ? (
        <>
          <LoadingAnnouncement />
          <SkeletonLine />
          <SkeletonLine width={70} />
        </>
      ) : list.status === 'error' ? (
        <p role="alert">
          {list.error.message || a.loadFailed}{' '}
          <button type="button" className="ftc-button-secondary" onClick={list.reload}>
            {m.search.retry}
          </button>
        </p>
      ) : documents.length === 0 ? (
        <p className="ftc-state" role="status">
          {a.empty}
        </p>
      ) : (
        <ul className="admin-queue" aria-label={a.queue}>
          {documents.map((doc) => (
            <li key={doc.id} className="admin-doc">
              <DocumentRow doc={doc} onDecided={list.reload} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
});

function DocumentRow({ doc, onDecided }: { doc: AdminDocument; onDecided: () => void }) {
  const { api, store, notify, apiBase } = useKit();
  const { m, fill, date } = useWords(marketWords);
  const a = m.admin;
  const ids = useId();
  const kindKey = doc.kind === 'other' ? 'other_document' : doc.kind;
  const kindLabel = kindKey in a.kinds ? a.kinds[kindKey as keyof typeof a.kinds] : doc.kind;
  const fileHref = doc.file_url.startsWith('/') ? `${apiBase()}${doc.file_url}` : doc.file_url;

  // A presigned storage link (S3: absolute, good for 5 minutes) opens as it is, in a new tab:
  // object storage refuses a second credential. The server's own file route answers an admin
  // session's bearer token only: fetched with it, then shown from a blob in the tab opened by
  // the click (a later window.open would meet the popup blocker).
  const openFile = async (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (!doc.file_url.startsWith('/')) return;
    event.preventDefault();
    const tab = window.open('', '_blank');
    try {
      const response = await fetch(fileHref, {
        headers: store.auth.token ? { Authorization: `Bearer ${store.auth.token}` } : {},
      });
      if (!response.ok) throw new Error(a.failure);
      const url = URL.createObjectURL(await response.blob());
      if (tab) tab.location.href = url;
      else window.location.assign(url);
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (failure) {
      tab?.close();
      showFailure(store, failure, a.loadFailed);
    }
  };

  const decide = async (body: DocumentDecision) => {
    await decideDocument(api, doc.id, body, a.failure);
  };

  const approve = useForm({
    initial: { kind: BADGE_FOR[doc.kind] ?? 'id', expires_at: '', reason: '' },
    validate: ({ expires_at, reason }) => ({
      expires_at: !expires_at || /^\d{4}-\d{2}-\d{2}$/.test(expires_at) ? undefined : a.badgeExpiry,
      reason: reasonFits(reason) ? undefined : a.reasonRule,
    }),
    fallback: a.failure,
    onFailure: (failure) => showFailure(store, failure, a.failure),
    async submit({ kind, expires_at, reason }) {
      await decide({
        decision: 'approve',
        kind: kind as DocumentDecision['kind'],
        reason: reason.trim(),
        ...(expires_at ? { expires_at: `${expires_at}T23:59:59Z` } : {}),
      });
      notify(
        fill(a.approvedToast, {
          name: doc.owner_first_name,
          badge: m.words.badges[kind as BadgeKind] ?? kind,
        }),
        'success',
      );
      onDecided();
    },
  });
  const reject = useForm({
    initial: { reason: '' },
    validate: ({ reason }) => ({ reason: reasonFits(reason) ? undefined : a.reasonRule }),
    fallback: a.failure,
    onFailure: (failure) => showFailure(store, failure, a.failure),
    async submit({ reason }) {
      await decide({
        decision: 'reject',
        kind: BADGE_FOR[doc.kind] ?? 'id',
        reason: reason.trim(),
      });
      notify(fill(a.rejectedToast, { name: doc.owner_first_name }), 'success');
      onDecided();
    },
  });

  return (
    <article aria-labelledby={`${ids}-name`}>
      <h2 id={`${ids}-name`} className="admin-doc__name">
        {doc.owner_first_name} · {kindLabel}
      </h2>
      <p className="ftc-hint">
        {fill(a.uploaded, { date: date(doc.created_at) })}
        {doc.expires_on ? ` · ${fill(a.expiresOn, { date: date(doc.expires_on) })}` : ''} ·{' '}
        {a.statuses[doc.status] ?? doc.status}
      </p>
      <p>
        <a
          href={fileHref}
          target="_blank"
          rel="noopener noreferrer"
          onClick={openFile}
          aria-label={fill(a.openFileOf, { name: doc.owner_first_name, kind: kindLabel })}
        >
          {a.openFile}
        </a>
        {doc.owner_profile_id ? (
          <>
            {' · '}
            <Link to={caregiverPath(doc.owner_profile_id)}>{a.profileLink}</Link>
          </>
        ) : null}
      </p>
      {doc.status === 'pending' ? (
        <div className="admin-doc__decide">
          <form className="ftc-stack" noValidate onSubmit={approve.onSubmit}>
            <SelectField
              {...approve.field('kind')}
              label={a.badge}
              options={GRANTABLE.map((value) => ({ value, label: m.words.badges[value] }))}
            />
            <TextField {...approve.field('expires_at')} type="date" label={a.badgeExpiry} />
            <TextField
              {...approve.field('reason')}
              label={a.approveReason}
              maxLength={REASON_LIMITS.max}
            />
            <SubmitButton busy={approve.submitting}>{a.approve}</SubmitButton>
          </form>
          <form className="ftc-stack" noValidate onSubmit={reject.onSubmit}>
            <TextField {...reject.field('reason')} label={a.reason} maxLength={REASON_LIMITS.max} />
            <SubmitButton busy={reject.submitting} className="ftc-button--danger">
              {a.reject}
            </SubmitButton>
          </form>
        </div>
      ) : null}
    </article>
  );
}
