import { useState } from 'react';
import {
  type AdminFaq,
  CONTENT_AUDIENCES,
  deleteFaq,
  updateFaq,
  useAdminFaqs,
} from '../../src/admin/faq-queries';
import { useWords } from '../../src/i18n/use-words';
import { failureMessage } from '../../src/lib/api-errors';
import { useKit } from '../../src/lib/kit-context';
import { sanitizeHtml } from '../../src/lib/sanitize-html';
import { LoadingAnnouncement, SkeletonLine } from '../../src/ui/skeleton';
import { Spinner } from '../../src/ui/spinner';
import { AdminGate, AdminLoadFailed, isRefusal } from '../admin/admin-gate';
import { FaqForm } from '../admin/faq-form';
import { adminFaqWords } from '../admin-faq-words';
import { useStaffRole } from '../market/viewer';

/** A list in its public order: by position, then the older first. */
const ordered = (faqs: AdminFaq[]) =>
  [...faqs].sort((a, b) => a.position - b.position || a.id - b.id);

/** `/admin/faqs` (admins): each audience's FAQs in order; add, edit, move, delete. */
export function AdminFaqsPage() {
  const { m } = useWords(adminFaqWords);
  const allowed = useStaffRole() === 'admin';
  const faqs = useAdminFaqs(allowed, m.loadFailed);
  const [editing, setEditing] = useState<number | null>(null);
  const all = faqs.status === 'success' ? faqs.data : [];
  const last = all.reduce((max, faq) => Math.max(max, faq.position), -1);

  return (
    <AdminGate
      page="faqs"
      title={m.title}
      lead={m.lead}
      refused={faqs.status === 'error' && isRefusal(faqs.error)}
    >
      {faqs.status === 'loading' ? (
        <div>
          <LoadingAnnouncement text={m.loading} />
          <SkeletonLine />
          <SkeletonLine width={70} />
        </div>
      ) : faqs.status === 'error' ? (
        <AdminLoadFailed message={faqs.error.message || m.loadFailed} retry={faqs.reload} />
      ) : (
        CONTENT_AUDIENCES.map((audience) => {
          const list = ordered(all.filter((faq) => faq.audience === audience));
          return (
            <section key={audience} aria-labelledby={`faqs-${audience}`}>
              <h2 id={`faqs-${audience}`}>{m.audiences[audience]}</h2>
              {list.length === 0 ? (
                <p className="ftc-state">{m.empty}</p>
              ) : (
                <ol className="admin-faqs">
                  {list.map((faq, index) =>
                    editing === faq.id ? (
                      <li key={faq.id}>
                        <FaqForm
                          faq={faq}
                          position={faq.position}
                          onSaved={() => {
                            setEditing(null);
                            faqs.reload();
                          }}
                          onCancel={() => setEditing(null)}
                        />
                      </li>
                    ) : (
                      <FaqItem
                        key={faq.id}
                        faq={faq}
                        before={list[index - 1]}
                        after={list[index + 1]}
                        onEdit={() => setEditing(faq.id)}
                        onChanged={faqs.reload}
                      />
                    ),
                  )}
                </ol>
              )}
            </section>
          );
        })
      )}
      {faqs.status === 'success' ? (
        <FaqForm position={last + 1} onSaved={() => faqs.reload()} />
      ) : null}
    </AdminGate>
  );
}

function FaqItem({
  faq,
  before,
  after,
  onEdit,
  onChanged,
}: {
  faq: AdminFaq;
  before: AdminFaq | undefined;
  after: AdminFaq | undefined;
  onEdit: () => void;
  onChanged: () => void;
}) {
  const { api, notify } = useKit();
  const { m, fill } = useWords(adminFaqWords);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const question = faq.question;

  const act = async (work: () => Promise<unknown>, done: string) => {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await work();
      notify(done, 'success');
      onChanged();
    } catch (failure) {
      setError(failureMessage(failure, m.failed));
    } finally {
      setBusy(false);
    }
  };
  // Saved at the place of the one before it, a FAQ goes before that one; moving one down is
  // moving the next one up.
  const moveBefore = (moved: AdminFaq, target: AdminFaq) =>
    act(
      () =>
        updateFaq(
          api,
          moved.id,
          {
            audience: moved.audience,
            question: moved.question,
            answer: moved.answer,
            position: target.position,
          },
          m.failed,
        ),
      m.moved,
    );

  return (
    <li className="admin-faq">
      <h3>{question}</h3>
      <div
        className="admin-faq__answer"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify (src/lib/sanitize-html.ts).
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(faq.answer) }}
      />
      <p className="cg-actions">
        <button
          type="button"
          className="ftc-button-secondary"
          aria-label={fill(m.editOf, { question })}
          onClick={onEdit}
        >
          {m.edit}
        </button>
        <button
          type="button"
          className="ftc-button-secondary"
          aria-label={fill(m.upOf, { question })}
          disabled={!before || busy}
          onClick={() => before && moveBefore(faq, before)}
        >
          {m.up}
        </button>
        <button
          type="button"
          className="ftc-button-secondary"
          aria-label={fill(m.downOf, { question })}
          disabled={!after || busy}
          onClick={() => after && moveBefore(after, faq)}
        >
          {m.down}
        </button>
        <button
          type="button"
          className="ftc-button-secondary"
          aria-label={fill(m.deleteOf, { question })}
          aria-expanded={confirming}
          onClick={() => setConfirming((value) => !value)}
        >
          {m.delete}
        </button>
      </p>
      {error ? (
        <p className="ftc-error" role="alert">
          {error}
        </p>
      ) : null}
      {confirming ? (
        <div className="cg-note" role="alertdialog" aria-label={fill(m.deleteOf, { question })}>
          <p>{fill(m.deleteQuestion, { question })}</p>
          <p className="cg-actions">
            <button
              type="button"
              className="ftc-button"
              aria-disabled={busy || undefined}
              onClick={() => act(() => deleteFaq(api, faq.id, m.failed), m.deleted)}
            >
              {busy ? <Spinner /> : null}
              <span>{m.confirmDelete}</span>
            </button>
            <button
              type="button"
              className="ftc-button-secondary"
              onClick={() => setConfirming(false)}
            >
              {m.cancel}
            </button>
          </p>
        </div>
      ) : null}
    </li>
  );
}
