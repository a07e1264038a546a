import { forwardRef, type InputHTMLAttributes, useId } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the field and tied to it with aria-describedby. */
  error?: string | undefined;
  /** Hide the label visually (it still names the field). */
  hideLabel?: boolean;
}

/** A labelled input with its error message under it (spec §5). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hideLabel = false, className, ...inputProps },
  ref,
) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="ftc-field" part="field">
      <label htmlFor={id} className={hideLabel ? 'ftc-visually-hidden' : 'ftc-label'} part="label">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        className={['ftc-input', className].filter(Boolean).join(' ')}
        part="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      {error ? (
        <p id={errorId} className="ftc-error" part="error">
          {error}
        </p>
      ) : null}
    </div>
  );
});
