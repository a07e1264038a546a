import { setStaffRole } from '../../src/admin/account-queries';
import { REASON_LIMITS, STAFF_ROLES, type StaffRole } from '../../src/contract/admin-values';
import { useWords } from '../../src/i18n/use-words';
import { showFailure } from '../../src/lib/api-errors';
import { useKit } from '../../src/lib/kit-context';
import { useForm } from '../../src/lib/use-form';
import { SelectField } from '../../src/ui/select-field';
import { SubmitButton } from '../../src/ui/submit-button';
import { TextField } from '../../src/ui/text-field';
import { adminAccountWords } from './accounts-words';
import { adminWords } from './words';

/** An admin grants or takes away a staff role (`PUT /v1/admin/staff/{id}`); the reason is optional. */
export function StaffRoleForm({
  account,
  onDone,
}: {
  account: { id: number; full_name: string; staff_role: StaffRole | null };
  onDone: () => void;
}) {
  const { api, store, notify } = useKit();
  const { m, fill } = useWords(adminAccountWords);
  const desk = useWords(adminWords).m;
  const label = (role: string) =>
    role === 'admin' || role === 'moderator' ? desk.roles[role] : m.role.none;
  const form = useForm({
    initial: { role: account.staff_role ?? '', reason: '' },
    validate: ({ reason }) => ({
      reason: reason.trim().length > REASON_LIMITS.max ? desk.reason.tooLong : undefined,
    }),
    fallback: desk.failure,
    onFailure: (failure) => showFailure(store, failure, desk.failure),
    async submit({ role, reason }) {
      const next = STAFF_ROLES.find((value) => value === role) ?? null;
      await setStaffRole(
        api,
        account.id,
        { role: next, ...(reason.trim() ? { reason: reason.trim() } : {}) },
        desk.failure,
      );
      notify(fill(m.role.done, { name: account.full_name, role: label(role) }), 'success');
      onDone();
    },
  });
  return (
    <form className="admin-section admin-actions" noValidate onSubmit={form.onSubmit}>
      <h2>{m.role.title}</h2>
      <p className="ftc-hint">{m.role.lead}</p>
      <SelectField
        {...form.field('role')}
        label={m.role.label}
        options={['', ...STAFF_ROLES].map((value) => ({ value, label: label(value) }))}
      />
      <TextField {...form.field('reason')} label={m.role.reason} maxLength={REASON_LIMITS.max} />
      <div className="admin-actions__buttons">
        <SubmitButton busy={form.submitting}>{m.role.button}</SubmitButton>
      </div>
    </form>
  );
}
