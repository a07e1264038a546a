import { REASON_LIMITS } from '../../src/contract/admin-values';
import { useWords } from '../../src/i18n/use-words';
import type { FormController } from '../../src/lib/use-form';
import { TextAreaField } from '../../src/ui/textarea-field';
import { adminWords } from './words';

type WithReason = { reason: string } & Record<string, string>;

/** The message when a required reason is wrong (it names the field), or undefined. */
export function useReasonRule(): (reason: string) => string | undefined {
  const { m, fill } = useWords(adminWords);
  return (reason) => {
    const count = reason.trim().length;
    if (count < REASON_LIMITS.min) return fill(m.reason.tooShort, { count });
    if (count > REASON_LIMITS.max) return m.reason.tooLong;
    return undefined;
  };
}

/** A staff action's reason (10–500 characters) with a live count, for the audit log. */
export function ReasonField<V extends WithReason>({
  form,
  label,
}: {
  form: FormController<V>;
  label?: string;
}) {
  const { m, fill } = useWords(adminWords);
  const field = form.field('reason');
  return (
    <TextAreaField
      {...field}
      label={label ?? m.reason.label}
      hint={m.reason.hint}
      note={fill(m.reason.count, { count: field.value.length })}
      maxLength={REASON_LIMITS.max}
      rows={3}
      required
    />
  );
}
