import { observer } from 'mobx-react-lite';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { saveOwnProfile } from '../../src/caregivers/caregiver-queries';
import type { OwnProfile } from '../../src/contract/caregivers';
import { useWords } from '../../src/i18n/use-words';
import { showFailure } from '../../src/lib/api-errors';
import { useKit } from '../../src/lib/kit-context';
import { type FieldErrors, useForm } from '../../src/lib/use-form';
import { Spinner } from '../../src/ui/spinner';
import { SubmitButton } from '../../src/ui/submit-button';
import { caregiverPath, paths } from '../config/paths';
import '../onboarding.css';
import { marketWords } from '../market-words';
import { onboardingWords } from '../onboarding-words';
import {
  firstOpenStep,
  readDraft,
  STEP_FIELDS,
  STEPS,
  type Step,
  writeDraft,
} from './builder-draft';
import {
  AboutFields,
  AvailabilityFields,
  ProfilePreview,
  RateFields,
  ServiceFields,
} from './profile-fields';
import { type EditorValues, profileBody, profileProblems, valuesOf } from './profile-values';

/** What the photo step is given: the photo shown, where to report a new one, whose it is. */
export interface PhotoSlot {
  photoUrl: string | null;
  onChange: (photoUrl: string | null) => void;
  name: string;
}

/** The problems of `fields` only. */
const only = (problems: FieldErrors<EditorValues>, fields: (keyof EditorValues & string)[]) =>
  Object.fromEntries(
    fields.filter((field) => problems[field]).map((field) => [field, problems[field]]),
  ) as FieldErrors<EditorValues>;

/**
 * A caregiver's profile, one step at a time (issue 24): progress, Back and "Save and continue";
 * each step is saved as it is left (the whole profile PUT once it is complete enough for FTC,
 * this device's draft before), so the builder resumes where the caregiver stopped. It ends on
 * the published profile, or on the dashboard when the caregiver keeps it hidden. `photoStep`:
 * the photo step's content (the editor's photo upload); none: a pointer to the editor.
 */
export const ProfileBuilder = observer(function ProfileBuilder({
  profile,
  photoStep,
}: {
  profile: OwnProfile | undefined;
  /** The photo step's content, given the photo and where to report a new one (PhotoStepProps). */
  photoStep?: (photo: PhotoSlot) => ReactNode;
}) {
  const { api, store, notify } = useKit();
  const navigate = useNavigate();
  const { m: market } = useWords(marketWords);
  const { m, fill } = useWords(onboardingWords);
  const b = m.builder;
  const rules = market.editor.rules;
  const userId = store.auth.user?.id ?? 'me';
  const [start] = useState(() => {
    const draft = readDraft(userId);
    return {
      step: draft?.step ?? firstOpenStep(profile),
      values: { ...valuesOf(profile), ...draft?.values },
    };
  });
  const [step, setStep] = useState<Step>(start.step);
  const [saved, setSaved] = useState(profile);
  // The photo saves itself (its own upload): the preview follows at once.
  const [photo, setPhoto] = useState(profile?.photo_url ?? null);
  const [note, setNote] = useState<string | undefined>();
  const index = STEPS.indexOf(step);
  const last = index === STEPS.length - 1;

  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  // A new step: its heading takes the focus, so a screen reader starts there; in the commit that
  // shows the step (Preact runs passive effects after the paint).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes.
  useLayoutEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  const goTo = (next: Step, values: EditorValues | undefined) => {
    writeDraft(userId, { step: next, values });
    setStep(next);
  };

  const form = useForm<EditorValues>({
    initial: start.values,
    // Each step checks its own fields; publishing checks them all (below).
    validate: (v) => only(profileProblems(v, rules), STEP_FIELDS[step]),
    fallback: b.failure,
    onFailure: (failure) => showFailure(store, failure, b.failure),
    async submit(v, controller) {
      const problems = only(
        profileProblems(v, rules),
        STEPS.flatMap((s) => STEP_FIELDS[s]),
      );
      const open = STEPS.find((s) => STEP_FIELDS[s].some((field) => problems[field]));
      if (last && open) {
        // A field of an earlier step is missing: back there, with its message.
        goTo(open, v);
        controller.setErrors(only(problems, STEP_FIELDS[open]));
        return;
      }
      let profileNow = saved;
      if (!open) {
        profileNow = await saveOwnProfile(api, profileBody(v), b.failure);
        setSaved(profileNow);
      }
      if (last) {
        writeDraft(userId, undefined);
        const published = v.published === '1';
        notify(published ? b.publishedToast : b.hiddenToast, 'success');
        navigate(published && profileNow ? caregiverPath(profileNow.id) : paths.dashboard);
        return;
      }
      setNote(open && STEPS.indexOf(step) > 0 ? b.savedHere : undefined);
      // Saved on FTC: the draft keeps only the step.
      goTo(STEPS[index + 1] as Step, open ? v : undefined);
    },
  });

  const back = () => {
    setNote(undefined);
    form.setErrors({});
    goTo(STEPS[index - 1] as Step, readDraft(userId)?.values);
  };

  const total = STEPS.length;
  const [first = '', ...rest] = (store.auth.user?.full_name ?? '').split(' ');
  const displayName =
    `${saved?.first_name ?? first} ${saved?.last_initial ?? rest.at(-1)?.slice(0, 1) ?? ''}`.trim();
  return (
    <div className="onb-builder">
      <div className="onb-progress">
        <p className="onb-progress__count" aria-live="polite">
          {fill(b.progress, { step: index + 1, total })}
        </p>
        <div className="onb-progress__bar" aria-hidden="true">
          <span style={{ width: `${((index + 1) / total) * 100}%` }} />
        </div>
        <ol className="onb-progress__steps" aria-label={b.stepsLabel}>
          {STEPS.map((name, i) => (
            <li
              key={name}
              aria-current={name === step ? 'step' : undefined}
              className={
                i < index ? 'onb-progress__step onb-progress__step--done' : 'onb-progress__step'
              }
            >
              {b.steps[name]}
              {i < index ? <span className="ftc-visually-hidden"> ({b.done})</span> : null}
            </li>
          ))}
        </ol>
      </div>
      <form className="ftc-stack onb-builder__form" noValidate onSubmit={form.onSubmit}>
        <h2 ref={heading} tabIndex={-1}>
          {b.steps[step]}
        </h2>
        <p className="ftc-hint">{b.leads[step]}</p>
        {step === 'photo'
          ? (photoStep?.({ photoUrl: photo, onChange: setPhoto, name: displayName }) ?? (
              <p>
                {b.photoLater} <Link to={paths.dashboardProfile}>{b.photoLink}</Link>
              </p>
            ))
          : null}
        {step === 'about' ? <AboutFields form={form} /> : null}
        {step === 'services' ? <ServiceFields form={form} /> : null}
        {step === 'rate' ? <RateFields form={form} /> : null}
        {step === 'availability' ? <AvailabilityFields form={form} /> : null}
        {step === 'publish' ? (
          <>
            <ProfilePreview profile={saved} values={form.values} photoUrl={photo} />
            <p>{b.publishLead}</p>
          </>
        ) : null}
        {note ? (
          <p className="ftc-hint" role="status">
            {note}
          </p>
        ) : null}
        <div className="ftc-actions onb-builder__actions">
          {index > 0 ? (
            <button type="button" className="ftc-button-secondary" onClick={back}>
              {b.back}
            </button>
          ) : null}
          {last ? (
            <>
              <button
                type="submit"
                className="ftc-button"
                aria-disabled={form.submitting || undefined}
                onClick={() => form.set('published', '1')}
              >
                {form.submitting && form.values.published === '1' ? <Spinner /> : null}
                <span>{b.publish}</span>
              </button>
              <button
                type="submit"
                className="ftc-button-secondary"
                onClick={() => form.set('published', '')}
              >
                {b.keepHidden}
              </button>
            </>
          ) : (
            <SubmitButton busy={form.submitting}>{b.next}</SubmitButton>
          )}
          <Link to={paths.dashboard}>{b.finishLater}</Link>
        </div>
      </form>
    </div>
  );
});
