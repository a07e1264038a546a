import { useId } from 'react';
import { postReply, postReview } from '../../src/caregivers/caregiver-queries';
import { SEARCH_LIMITS } from '../../src/contract/caregiver-values';
import type { Review } from '../../src/contract/caregivers';
import { useWords } from '../../src/i18n/use-words';
import { useKit } from '../../src/lib/kit-context';
import { useForm } from '../../src/lib/use-form';
import { SubmitButton } from '../../src/ui/submit-button';
import { TextAreaField } from '../../src/ui/textarea-field';
import { marketWords } from '../market-words';

const RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * A parent's review of a caregiver (interface §7): a rating (a radio group) and a text of 20 to
 * 2,000 characters with a counter. The server decides who may review: its 403 (not hired) and
 * 409 (already reviewed) show as the form's message. Texts are shown by React, as text.
 */
export function ReviewForm({
  caregiverId,
  name,
  onPosted,
}: {
  caregiverId: number;
  name: string;
  onPosted: (review: Review) => void;
}) {
  const { api } = useKit();
  const { m, fill, plural } = useWords(marketWords);
  const r = m.reviewForm;
  const ids = useId();
  const form = useForm<{ rating: string; body: string }>({
    initial: { rating: '', body: '' },
    validate: (v) => {
      const length = v.body.trim().length;
      return {
        rating: /^[1-5]$/.test(v.rating) ? undefined : r.ratingRule,
        body:
          length >= SEARCH_LIMITS.reviewMin && length <= SEARCH_LIMITS.reviewMax
            ? undefined
            : r.bodyRule,
      };
    },
    fallback: r.failure,
    async submit(v) {
      onPosted(
        await postReview(
          api,
          caregiverId,
          { rating: Number(v.rating), body: v.body.trim() },
          r.failure,
        ),
      );
    },
  });
  const { errors } = form;
  const length = form.values.body.length;

  return (
    <section className="cg-note" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`}>{fill(r.title, { name })}</h3>
      <p className="ftc-hint">{fill(r.lead, { name })}</p>
      <form className="ftc-stack" noValidate onSubmit={form.onSubmit}>
        <fieldset
          className="cg-checks"
          aria-invalid={errors.rating ? true : undefined}
          aria-describedby={errors.rating ? `${ids}-rating-error` : undefined}
        >
          <legend className="ftc-label">{r.rating}</legend>
          {RATINGS.map((value) => (
            <label key={value} className="ftc-check">
              <input
                type="radio"
                name="rating"
                value={String(value)}
                checked={form.values.rating === String(value)}
                onChange={() => form.set('rating', String(value))}
              />{' '}
              <span aria-hidden="true">{'★'.repeat(value)} </span>
              <span>{plural(r.stars, value)}</span>
            </label>
          ))}
          {errors.rating ? (
            <p id={`${ids}-rating-error`} className="ftc-error">
              {errors.rating}
            </p>
          ) : null}
        </fieldset>
        <TextAreaField
          label={r.body}
          hint={r.bodyHint}
          note={fill(r.counter, { count: length, max: SEARCH_LIMITS.reviewMax })}
          error={errors.body}
          name="body"
          rows={5}
          maxLength={SEARCH_LIMITS.reviewMax}
          value={form.values.body}
          onChange={(event) => form.set('body', event.target.value)}
        />
        {form.message ? (
          <p role="alert" className="ftc-error">
            {form.message}
          </p>
        ) : null}
        <SubmitButton busy={form.submitting}>{r.submit}</SubmitButton>
      </form>
    </section>
  );
}

/** The reviewed caregiver's reply to one review (one reply per review). */
export function ReplyForm({
  review,
  onReplied,
}: {
  review: Review;
  onReplied: (review: Review) => void;
}) {
  const { api, notify } = useKit();
  const { m, fill } = useWords(marketWords);
  const r = m.reviewForm;
  const form = useForm<{ body: string }>({
    initial: { body: '' },
    validate: (v) => {
      const length = v.body.trim().length;
      return { body: length >= 1 && length <= SEARCH_LIMITS.replyMax ? undefined : r.replyRule };
    },
    fallback: r.replyFailure,
    async submit(v) {
      const reply = await postReply(api, review.id, v.body.trim(), r.replyFailure);
      notify(r.replied, 'success');
      onReplied(reply);
    },
  });
  const { errors } = form;
  return (
    <form className="ftc-stack cg-review__reply" noValidate onSubmit={form.onSubmit}>
      <TextAreaField
        label={fill(r.replyLabel, { name: review.author_first_name })}
        error={errors.body}
        name="body"
        rows={3}
        maxLength={SEARCH_LIMITS.replyMax}
        value={form.values.body}
        onChange={(event) => form.set('body', event.target.value)}
      />
      {form.message ? (
        <p role="alert" className="ftc-error">
          {form.message}
        </p>
      ) : null}
      <SubmitButton busy={form.submitting}>{r.reply}</SubmitButton>
    </form>
  );
}
