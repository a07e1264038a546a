import { observer } from 'mobx-react-lite';
import { fullNameProblem } from '../contract/account-rules';
import { useWords } from '../i18n/use-words';
import { showFailure } from '../lib/api-errors';
import { useKit } from '../lib/kit-context';
import { accountTypeOfUser } from '../lib/session-lifecycle';
import { useForm } from '../lib/use-form';
import { SubmitButton } from '../ui/submit-button';
import { TextField } from '../ui/text-field';
import { saveName } from './account-api';
import { ruleOf, SettingsSection, useSay } from './section';
import { accountWords } from './words';

/** Name (interface §9 `PATCH {prefix}/account`): the user it answers becomes the session's. */
export const NameSection = observer(function NameSection() {
  const { api, store } = useKit();
  const { m } = useWords(accountWords);
  const say = useSay();
  const form = useForm({
    initial: () => ({ full_name: store.auth.user?.full_name ?? '' }),
    validate: ({ full_name }) => ({ full_name: ruleOf(fullNameProblem(full_name)) }),
    fallback: m.name.failed,
    onFailure: (failure) => showFailure(store, failure, m.name.failed),
    async submit({ full_name }) {
      const type = accountTypeOfUser(store.auth.user);
      const { results, message } = await saveName(api, type, full_name.trim(), m.name.failed);
      store.auth.setUser({ ...store.auth.user, ...results });
      form.reset({ full_name: results.full_name });
      store.toast.show(message || m.name.saved);
    },
  });
  return (
    <SettingsSection title={m.name.title}>
      <form className="ftc-stack" noValidate onSubmit={form.onSubmit} aria-busy={form.submitting}>
        <TextField
          {...form.field('full_name')}
          error={say(form.errors.full_name)}
          label={m.name.label}
          autoComplete="name"
        />
        <div className="ftc-actions">
          <SubmitButton busy={form.submitting}>{m.name.save}</SubmitButton>
        </div>
      </form>
    </SettingsSection>
  );
});
