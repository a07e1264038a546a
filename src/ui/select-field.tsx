import { forwardRef, type SelectHTMLAttributes, useId } from 'react';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  error?: string | undefined;
  options: { value: string; label: string }[];
}

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, options, className, ...selectProps },
  ref,
) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="ftc-field" part="field">
      <label htmlFor={id} className="ftc-label" part="label">
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        className={['ftc-input', 'ftc-select', className].filter(Boolean).join(' ')}
        part="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...selectProps}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="ftc-error" part="error">
          {error}
        </p>
      ) : null}
    </div>
  );
});
