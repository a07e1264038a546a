import { type FormEvent, useId, useRef, useState } from 'react';
import { emailProblem, fullNameProblem } from '../contract/account-rules';
import { isSuccessful } from '../lib/api-client';
import { fieldErrorsOf, showFailure } from '../lib/api-errors';
import { useKit } from '../lib/kit-context';
import { SelectField } from '../ui/select-field';
import { SubmitButton } from '../ui/submit-button';
import { TextField } from '../ui/text-field';

export type FormName = 'connect' | 'concierge' | 'demo-request' | 'contact';

export interface ExtraField {
  name: string;
  label: string;
  type?: 'text' | 'date' | 'number' | 'select';
  options?: { value: string; label: string }[];
  required?: boolean;
  /** Checks the value; returns the message to show, if any. */
  check?: (value: string) => string | undefined;
}

export interface RequestFormProps {
  form: FormName;
  title: string;
  submitLabel: string;
  extra?: ExtraField[];
  messageLabel?: string;
}

const MESSAGE_MIN = 10;

/**
 * The site's request forms (connect, concierge, demo request, contact): name, email, phone,
 * a message and a few fields of their own; field messages under each field, the server's
 * answer as a toast, what was typed kept on failure.
 */
export function RequestForm({
  form,
  title,
  submitLabel,
  extra = [],
  messageLabel = 'Message',
}: RequestFormProps) {
  const { api, store } = useKit();
  const ids = useId();
  const initial = () =>
    Object.fromEntries(
      ['full_name', 'email', 'phone', 'message', ...extra.map((f) => f.name)].map((n) => [
        n,
        extra.find((f) => f.name === n)?.options?.[0]?.value ?? '',
      ]),
    );
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | undefined>();
  const formRef = useRef<HTMLFormElement>(null);

  function problems(next: Record<string, string>): Record<string, string> {
    const found: Record<string, string | undefined> = {
      full_name: fullNameProblem(next.full_name ?? ''),
      email: emailProblem(next.email ?? ''),
      message:
        (next.message ?? '').trim().length < MESSAGE_MIN
          ? `Write at least ${MESSAGE_MIN} characters, so we know how to help.`
          : undefined,
    };
    for (const field of extra) {
      const value = next[field.name] ?? '';
      found[field.name] =
        field.required && !value.trim()
          ? `${field.label} is required.`
          : value
            ? field.check?.(value)
            : undefined;
    }
    return Object.fromEntries(Object.entries(found).filter(([, message]) => message)) as Record<
      string,
      string
    >;
  }

  function update(name: string, value: string) {
    const next = { ...values, [name]: value };
    setValues(next);
    if (errors[name]) setErrors((current) => ({ ...current, [name]: problems(next)[name] ?? '' }));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const found = problems(values);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSending(true);
    try {
      const body: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(values)) {
        if (value.trim() === '') continue;
        const field = extra.find((f) => f.name === name);
        body[name] = field?.type === 'number' ? Number(value) : value.trim();
      }
      const response = await api.post(`/v1/forms/${form}`, body);
      if (!isSuccessful(response))
        throw new Error(response.body.message || 'We could not send your request.');
      store.message.setMessage(response.body.message);
      setSent(response.body.message || 'Thank you! We received your request.');
      setValues(initial());
    } catch (failure) {
      showFailure(store, failure, 'We could not send your request.');
      const fromServer = fieldErrorsOf(failure);
      if (Object.keys(fromServer).length) setErrors(fromServer);
    } finally {
      setSending(false);
    }
  }

  if (sent) {
    return (
      <div className="ftc-stack" role="status">
        <h2 className="ftc-title">Thank you</h2>
        <p className="ftc-lead">{sent}</p>
        <p>
          <button type="button" className="ftc-link" onClick={() => setSent(undefined)}>
            Send another request
          </button>
        </p>
      </div>
    );
  }

  const field = (name: string, label: string, props: Record<string, unknown> = {}) => (
    <TextField
      key={name}
      label={label}
      name={name}
      value={values[name] ?? ''}
      error={errors[name] || undefined}
      onChange={(event) => update(name, event.target.value)}
      {...props}
    />
  );

  return (
    <form
      ref={formRef}
      className="ftc-stack site-form"
      noValidate
      onSubmit={onSubmit}
      aria-busy={sending}
      aria-labelledby={`${ids}-title`}
    >
      <h2 className="ftc-title" id={`${ids}-title`}>
        {title}
      </h2>
      {field('full_name', 'Full name', { autoComplete: 'name' })}
      {field('email', 'Email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
      {field('phone', 'Phone (optional)', { type: 'tel', autoComplete: 'tel' })}
      {extra.map((extraField) =>
        extraField.type === 'select' ? (
          <SelectField
            key={extraField.name}
            label={extraField.label}
            name={extraField.name}
            options={extraField.options ?? []}
            value={values[extraField.name] ?? ''}
            error={errors[extraField.name] || undefined}
            onChange={(event) => update(extraField.name, event.target.value)}
          />
        ) : (
          field(extraField.name, extraField.label, { type: extraField.type ?? 'text' })
        ),
      )}
      <div className="ftc-field">
        <label className="ftc-label" htmlFor={`${ids}-message`}>
          {messageLabel}
        </label>
        <textarea
          id={`${ids}-message`}
          className="ftc-input ftc-textarea"
          name="message"
          rows={5}
          value={values.message ?? ''}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${ids}-message-error` : undefined}
          onChange={(event) => update('message', event.target.value)}
        />
        {errors.message ? (
          <p id={`${ids}-message-error`} className="ftc-error">
            {errors.message}
          </p>
        ) : null}
      </div>
      <SubmitButton busy={sending}>{submitLabel}</SubmitButton>
    </form>
  );
}
