import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router';
import { SERVICES } from '../../src/contract/caregiver-values';
import { careWords } from '../../src/i18n/care-words';
import { useWords } from '../../src/i18n/use-words';
import { useKit } from '../../src/lib/kit-context';
import { useForm } from '../../src/lib/use-form';
import { SelectField } from '../../src/ui/select-field';
import { SubmitButton } from '../../src/ui/submit-button';
import { TextField } from '../../src/ui/text-field';
import { paths } from '../config/paths';
import { onboardingWords } from '../onboarding-words';
import { rememberCareZip, resultsNear } from './care-zip';

// What a new member does right after the code is verified (issue 24: "Welcome… you are logged
// in" and nothing to do): a parent gives a ZIP, a caregiver starts the profile builder.

/** A parent's ZIP (and the care they need), then the caregivers near it. */
export const ParentFirstStep = observer(function ParentFirstStep() {
  const { store } = useKit();
  const navigate = useNavigate();
  const { m } = useWords(onboardingWords);
  const { m: care } = useWords(careWords);
  const p = m.parentStart;
  const form = useForm<{ zip: string; service: string }>({
    initial: { zip: '', service: '' },
    validate: (v) => ({ zip: /^\d{5}$/.test(v.zip.trim()) ? undefined : p.zipRule }),
    async submit(v) {
      const zip = v.zip.trim();
      rememberCareZip(store.auth.user?.id ?? 'me', zip);
      navigate(resultsNear(zip, v.service || undefined));
    },
  });
  return (
    <section className="onb-start" aria-labelledby="first-step-heading">
      <h3 id="first-step-heading">{p.title}</h3>
      <p>{p.lead}</p>
      <form className="ftc-stack" noValidate onSubmit={form.onSubmit}>
        <TextField
          {...form.field('zip')}
          label={p.zip}
          hint={p.zipHint}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
        />
        <SelectField
          {...form.field('service')}
          label={p.service}
          options={[
            { value: '', label: p.anyService },
            ...SERVICES.map((service) => ({ value: service, label: care.services[service] })),
          ]}
        />
        <div className="ftc-actions">
          <SubmitButton busy={form.submitting}>{p.show}</SubmitButton>
          <Link to={paths.dashboard}>{p.later}</Link>
        </div>
      </form>
    </section>
  );
});

/** A caregiver: on to the profile builder. */
export function CaregiverFirstStep() {
  const { m } = useWords(onboardingWords);
  const c = m.caregiverStart;
  return (
    <section className="onb-start" aria-labelledby="first-step-heading">
      <h3 id="first-step-heading">{c.title}</h3>
      <p>{c.lead}</p>
      <p className="ftc-actions">
        <Link className="ftc-button" to={paths.dashboardProfileStart}>
          {c.start}
        </Link>
        <Link to={paths.dashboard}>{c.later}</Link>
      </p>
    </section>
  );
}
