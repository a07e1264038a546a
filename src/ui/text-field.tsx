import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the field and tied to it with aria-describedby. */
  error?: string | undefined;
  /** Help shown up front, under the label (a rule, an example). */
  hint?: ReactNode;
  /** Hide the label visually (it still names the field). */
  hideLabel?: boolean;
  /** Drawn inside the field's box, after the input (a show/hide button). */
  trailing?: ReactNode;
}

/** A labelled input with its hint and its error message (spec §5). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, hideLabel = false, trailing, className, ...inputProps },
  ref,
) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy =
    [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const input = (
    <input
      ref={ref}
      id={id}
      className={['ftc-input', className].filter(Boolean).join(' ')}
      part="input"
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      {...inputProps}
    />
  );
  return (
    <div className="ftc-field" part="field">
      <label htmlFor={id} className={hideLabel ? 'ftc-visually-hidden' : 'ftc-label'} part="label">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="ftc-hint" part="hint">
          {hint}
        </p>
      ) : null}
      {trailing ? (
        <div className="ftc-input-group">
          {input}
          {trailing}
        </div>
      ) : (
        input
      )}
      {error ? (
        <p id={errorId} className="ftc-error" part="error">
          {error}
        </p>
      ) : null}
    </div>
  );
});
