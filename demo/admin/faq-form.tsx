import { useId, useMemo } from 'react';
import {
  type AdminFaq,
  CONTENT_AUDIENCES,
  type ContentAudience,
  createFaq,
  FAQ_LIMITS,
  type FaqBody,
  updateFaq,
} from '../../src/admin/faq-queries';
import { REASON_LIMITS } from '../../src/contract/admin-values';
import { useWords } from '../../src/i18n/use-words';
import { useKit } from '../../src/lib/kit-context';
import { sanitizeHtml } from '../../src/lib/sanitize-html';
import { useForm } from '../../src/lib/use-form';
import { SelectField } from '../../src/ui/select-field';
import { SubmitButton } from '../../src/ui/submit-button';
import { TextField } from '../../src/ui/text-field';
import { TextAreaField } from '../../src/ui/textarea-field';
import { adminFaqWords } from '../admin-faq-words';

const within = (text: string, max: number) => text.trim().length >= 1 && text.trim().length <= max;

/**
 * A new FAQ (no `faq`) or an edit of one: audience, question, the answer in limited HTML with a
 * short note of what is allowed and a preview cleaned like the public list (src/lib/sanitize-html),
 * its position and an optional reason.
 */
export function FaqForm({
  faq,
  position,
  onSaved,
  onCancel,
}: {
  faq?: AdminFaq;
  /** Where a new FAQ goes (after the last of its list). */
  position: number;
  onSaved: (faq: AdminFaq) => void;
  onCancel?: () => void;
}) {
  const { api, notify } = useKit();
  const { m, fill } = useWords(adminFaqWords);
  const ids = useId();
  const form = useForm({
    initial: {
      audience: faq?.audience ?? 'users',
      question: faq?.question ?? '',
      answer: faq?.answer ?? '',
      position: String(faq?.position ?? position),
      reason: '',
    },
    validate: (v) => ({
      question: within(v.question, FAQ_LIMITS.question)
        ? undefined
        : fill(m.questionRule, { max: FAQ_LIMITS.question }),
      answer: within(v.answer, FAQ_LIMITS.answer)
        ? undefined
        : fill(m.answerRule, { max: FAQ_LIMITS.answer }),
      position:
        /^\d+$/.test(v.position.trim()) && Number(v.position) <= FAQ_LIMITS.position
          ? undefined
          : fill(m.positionRule, { max: FAQ_LIMITS.position }),
      reason: v.reason.trim().length <= REASON_LIMITS.max ? undefined : m.reasonRule,
    }),
    fallback: m.failed,
    async submit(v, controller) {
      const body: FaqBody = {
        audience: v.audience as ContentAudience,
        question: v.question.trim(),
        answer: v.answer.trim(),
        position: Number(v.position),
        ...(v.reason.trim() ? { reason: v.reason.trim() } : {}),
      };
      const saved = faq
        ? await updateFaq(api, faq.id, body, m.failed)
        : await createFaq(api, body, m.failed);
      notify(faq ? m.saved : m.added, 'success');
      if (!faq) controller.reset();
      onSaved(saved);
    },
  });
  const preview = useMemo(() => sanitizeHtml(form.values.answer), [form.values.answer]);
  const title = faq ? fill(m.editTitle, { question: faq.question }) : m.create;

  return (
    <section className="cg-note admin-dialog" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{title}</h2>
      <form className="ftc-stack" noValidate onSubmit={form.onSubmit}>
        <SelectField
          {...form.field('audience')}
          label={m.audience}
          options={CONTENT_AUDIENCES.map((value) => ({ value, label: m.audiences[value] }))}
        />
        <TextField {...form.field('question')} label={m.question} maxLength={FAQ_LIMITS.question} />
        <TextAreaField
          {...form.field('answer')}
          label={m.answer}
          hint={m.answerHint}
          rows={6}
          maxLength={FAQ_LIMITS.answer}
        />
        <div>
          <h3 id={`${ids}-preview`} className="ftc-label">
            {m.preview}
          </h3>
          {preview.trim() ? (
            <section
              className="admin-faq-preview"
              aria-labelledby={`${ids}-preview`}
              // Cleaned by DOMPurify with the public FAQ list's allow-list.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized just above
              dangerouslySetInnerHTML={{ __html: preview }}
            />
          ) : (
            <p className="ftc-hint admin-faq-preview">{m.previewEmpty}</p>
          )}
        </div>
        <TextField
          {...form.field('position')}
          label={m.position}
          hint={m.positionHint}
          type="number"
          inputMode="numeric"
          min={0}
        />
        <TextField {...form.field('reason')} label={m.reason} maxLength={REASON_LIMITS.max} />
        {form.message ? (
          <p className="ftc-error" role="alert">
            {form.message}
          </p>
        ) : null}
        <p className="cg-actions">
          <SubmitButton busy={form.submitting}>{faq ? m.save : m.add}</SubmitButton>
          {onCancel ? (
            <button type="button" className="ftc-button-secondary" onClick={onCancel}>
              {m.cancel}
            </button>
          ) : null}
        </p>
      </form>
    </section>
  );
}
