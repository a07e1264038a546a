import { forwardRef, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';

export interface TextAreaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  /** Shown under the field and tied to it with aria-describedby. */
  error?: string | undefined;
  /** Help shown up front, under the label (a rule, an example). */
  hint?: ReactNode;
  /** Shown right under the field, also tied to it: a character count, a keyboard hint. */
  note?: ReactNode;
}

/** A labelled multi-line field with its hint, its note and its error message (spec §5). */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(
  function TextAreaField({ label, error, hint, note, className, ...textareaProps }, ref) {
    const id = useId();
    const describedBy =
      [hint ? `${id}-hint` : '', note ? `${id}-note` : '', error ? `${id}-error` : '']
        .filter(Boolean)
        .join(' ') || undefined;
    return (
      <div className="ftc-field">
        <label htmlFor={id} className="ftc-label">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="ftc-hint">
            {hint}
          </p>
        ) : null}
        <textarea
          ref={ref}
          id={id}
          className={['ftc-input', 'ftc-textarea', className].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...textareaProps}
        />
        {note ? (
          <p id={`${id}-note`} className="ftc-hint">
            {note}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-error`} className="ftc-error">
            {error}
          </p>
        ) : null}
      </div>
    );
  },
);
