import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { failureMessage, fieldErrorsOf } from './api-errors';

export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

export interface UseFormOptions<V extends Record<string, string>> {
  initial: V | (() => V);
  /** The client's own rules: a message per field that is wrong (none: the form is sent). */
  validate?: (values: V) => FieldErrors<V>;
  /** Sends the form. Throwing (an ApiError, a network failure) shows what went wrong. */
  submit: (values: V, form: FormController<V>) => Promise<void>;
  /** Also told of a failure (a toast), after the field errors and `message` are set. */
  onFailure?: (failure: unknown) => void;
  /** The message when a failure has none of its own. */
  fallback?: string;
}

export interface FormController<V extends Record<string, string>> {
  values: V;
  errors: FieldErrors<V>;
  /** A message for the whole form (the last failure), shown by the form where it likes. */
  message: string | undefined;
  /** True while `submit` runs: the button shows its spinner. */
  submitting: boolean;
  set(name: keyof V & string, value: string): void;
  setErrors(errors: FieldErrors<V>): void;
  setMessage(message: string | undefined): void;
  reset(values?: V): void;
  /** Props for a TextField / SelectField / textarea of `name`. */
  field(name: keyof V & string): {
    name: string;
    value: string;
    error: string | undefined;
    onChange: (
      event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>,
    ) => void;
  };
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

const present = <V>(errors: FieldErrors<V>): FieldErrors<V> =>
  Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors<V>;

/** Focuses the first field (in the form's order) that has an error. */
function focusFirst(form: HTMLFormElement | null, errors: Record<string, unknown>) {
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (name && errors[name]) {
      (element as HTMLElement).focus();
      return;
    }
  }
}

/**
 * The one form pattern of the kit: values and field errors, the client's rules checked on
 * submit (then each message follows its field as it is corrected), focus on the first wrong
 * field, one request at a time (a ref: a double click lands before React re-renders), the
 * server's field errors (`results.errors`) under their fields, and the failure's message.
 * What was typed is never lost on a failure.
 */
export function useForm<V extends Record<string, string>>(
  options: UseFormOptions<V>,
): FormController<V> {
  const [values, setValuesState] = useState<V>(options.initial);
  // The values as last set, read by onSubmit: a click right after a reset (before React has
  // re-rendered) must see the reset values, not the ones of the previous render.
  const current = useRef(values);
  const setValues = (next: V | ((previous: V) => V)) => {
    current.current = typeof next === 'function' ? next(current.current) : next;
    setValuesState(current.current);
  };
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [message, setMessage] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement | null>(null);
  const latest = useRef(options);
  latest.current = options;

  const controller: FormController<V> = {
    values,
    errors,
    message,
    submitting,
    set(name, value) {
      const next = { ...current.current, [name]: value };
      setValues(next);
      // Once a message is shown, it follows the value and clears when the value is right.
      if (errors[name]) {
        setErrors((shown) => ({ ...shown, [name]: latest.current.validate?.(next)[name] }));
      }
    },
    setErrors: (next) => setErrors(present(next)),
    setMessage,
    reset(next) {
      setValues(
        next ?? (typeof options.initial === 'function' ? options.initial() : options.initial),
      );
      setErrors({});
      setMessage(undefined);
    },
    field(name) {
      return {
        name,
        value: values[name] ?? '',
        error: errors[name] || undefined,
        onChange: (event) => controller.set(name, event.target.value),
      };
    },
    onSubmit(event) {
      event.preventDefault();
      formRef.current = event.currentTarget;
      if (inFlight.current) return;
      const values = current.current;
      const found = present(latest.current.validate?.(values) ?? {});
      setErrors(found);
      if (Object.keys(found).length) {
        focusFirst(formRef.current, found);
        return;
      }
      inFlight.current = true;
      setSubmitting(true);
      setMessage(undefined);
      void (async () => {
        try {
          await latest.current.submit(values, controller);
        } catch (failure) {
          const fromServer = fieldErrorsOf(failure) as FieldErrors<V>;
          if (Object.keys(fromServer).length) {
            setErrors(fromServer);
            focusFirst(formRef.current, fromServer);
          }
          setMessage(failureMessage(failure, latest.current.fallback));
          latest.current.onFailure?.(failure);
        } finally {
          inFlight.current = false;
          setSubmitting(false);
        }
      })();
    },
  };
  return controller;
}
