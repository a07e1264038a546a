import { type TextareaHTMLAttributes, useId, useState } from 'react';
import { ACCOUNT_MESSAGES, emailProblem, fullNameProblem } from '../contract/account-rules';
import { type FormPathName, formPath } from '../contract/endpoints';
import { useWords } from '../i18n/use-words';
import { successOf } from '../lib/api-client';
import { showFailure } from '../lib/api-errors';
import { useKit } from '../lib/kit-context';
import { useForm } from '../lib/use-form';
import { SelectField } from '../ui/select-field';
import { SubmitButton } from '../ui/submit-button';
import { TextField } from '../ui/text-field';
import { requestFormWords } from './words';

export type FormName = FormPathName;

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

type Rule = keyof typeof requestFormWords.en.rules;
const RULE_BY_MESSAGE = new Map<string, Rule>(
  (Object.keys(requestFormWords.en.rules) as Rule[]).map((rule) => [ACCOUNT_MESSAGES[rule], rule]),
);

/**
 * The site's request forms (connect, concierge, demo request, contact): name, email, phone,
 * a message and a few fields of their own; field messages under each field, the server's
 * answer as a toast and in place of the form, what was typed kept on failure.
 */
export function RequestForm({
  form,
  title,
  submitLabel,
  extra = [],
  messageLabel,
}: RequestFormProps) {
  const { api, store } = useKit();
  const { m, fill } = useWords(requestFormWords);
  const ids = useId();
  // The shared rules answer in English: shown in the form's language.
  const rule = (message: string | undefined) => {
    const key = message === undefined ? undefined : RULE_BY_MESSAGE.get(message);
    return key ? m.rules[key] : message;
  };
  const initial = () =>
    Object.fromEntries(
      ['full_name', 'email', 'phone', 'message', ...extra.map((f) => f.name)].map((n) => [
        n,
        extra.find((f) => f.name === n)?.options?.[0]?.value ?? '',
      ]),
    ) as Record<string, string>;

  const [sent, setSent] = useState<string | undefined>();
  const request = useForm<Record<string, string>>({
    initial,
    validate: (values) => {
      const found: Record<string, string | undefined> = {
        full_name: rule(fullNameProblem(values.full_name ?? '')),
        email: rule(emailProblem(values.email ?? '')),
        message:
          (values.message ?? '').trim().length < MESSAGE_MIN
            ? fill(m.messageShort, { min: MESSAGE_MIN })
            : undefined,
      };
      for (const field of extra) {
        const value = values[field.name] ?? '';
        found[field.name] =
          field.required && !value.trim()
            ? fill(m.fieldRequired, { label: field.label })
            : value
              ? field.check?.(value)
              : undefined;
      }
      return found;
    },
    fallback: m.failure,
    onFailure: (failure) => showFailure(store, failure, m.failure),
    async submit(values, controller) {
      const body: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(values)) {
        if (value.trim() === '') continue;
        const field = extra.find((f) => f.name === name);
        body[name] = field?.type === 'number' ? Number(value) : value.trim();
      }
      const response = await api.post(formPath(form), body);
      successOf(response, m.failure);
      store.toast.show(response.body.message);
      controller.reset(initial());
      setSent(response.body.message || m.sent);
    },
  });

  if (sent) {
    return (
      <div className="ftc-stack" role="status">
        <h2 className="ftc-title">{m.thanks}</h2>
        <p className="ftc-lead">{sent}</p>
        <p>
          <button type="button" className="ftc-link" onClick={() => setSent(undefined)}>
            {m.another}
          </button>
        </p>
      </div>
    );
  }

  return (
    <form
      className="ftc-stack site-form"
      noValidate
      onSubmit={request.onSubmit}
      aria-busy={request.submitting}
      aria-labelledby={`${ids}-title`}
    >
      <h2 className="ftc-title" id={`${ids}-title`}>
        {title}
      </h2>
      <TextField {...request.field('full_name')} label={m.fullName} autoComplete="name" />
      <TextField
        {...request.field('email')}
        label={m.email}
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      <TextField {...request.field('phone')} label={m.phone} type="tel" autoComplete="tel" />
      {extra.map((extraField) =>
        extraField.type === 'select' ? (
          <SelectField
            key={extraField.name}
            {...request.field(extraField.name)}
            label={extraField.label}
            options={extraField.options ?? []}
          />
        ) : (
          <TextField
            key={extraField.name}
            {...request.field(extraField.name)}
            label={extraField.label}
            type={extraField.type ?? 'text'}
          />
        ),
      )}
      <TextAreaField {...request.field('message')} label={messageLabel ?? m.message} />
      <SubmitButton busy={request.submitting}>{submitLabel}</SubmitButton>
    </form>
  );
}

/** A labelled textarea with its error, like TextField. */
function TextAreaField({
  label,
  error,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error: string | undefined }) {
  const id = useId();
  return (
    <div className="ftc-field">
      <label className="ftc-label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="ftc-input ftc-textarea"
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
      />
      {error ? (
        <p id={`${id}-error`} className="ftc-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
