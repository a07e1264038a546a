import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { AGE_GROUPS, SEARCH_LIMITS, SERVICES } from '../../src/contract/caregiver-values';
import type {
  AgeGroup,
  AvailabilitySlot,
  CaregiverCard,
  OwnProfile,
  Service,
} from '../../src/contract/caregivers';
import { useWords } from '../../src/i18n/use-words';
import { useKit } from '../../src/lib/kit-context';
import { TextField } from '../../src/ui/text-field';
import { marketWords } from '../market-words';
import { SiteCaregiverCard } from './caregiver-card';
import { dayName, LANGUAGE_CODES, languageName, WEEK } from './format';
import { type EditorValues, listOf, type ProfileForm, slotsOf } from './profile-values';

// A caregiver's profile fields in step-sized pieces: the editor (profile-editor-form.tsx) shows
// them all on one form, the builder (profile-builder.tsx) one piece per step.

/** A field's error under its group (server errors may name a slot: `availability.2.to`). */
function errorOf(form: ProfileForm, name: keyof EditorValues): ReactNode {
  const errors = form.errors as Record<string, string | undefined>;
  const message =
    name === 'availability'
      ? (errors.availability ??
        Object.entries(errors).find(([key]) => key.startsWith('availability'))?.[1])
      : errors[name];
  return message ? (
    <p id={`editor-${name}-error`} className="ftc-error">
      {message}
    </p>
  ) : null;
}

function toggle(
  form: ProfileForm,
  name: 'services' | 'age_groups' | 'languages',
  value: string,
  on: boolean,
) {
  const current = listOf(form.values[name]).filter((item) => item !== value);
  form.set(name, (on ? [...current, value] : current).join(','));
}

/** Headline and "About you". */
export function AboutFields({ form }: { form: ProfileForm }) {
  const { m } = useWords(marketWords);
  const e = m.editor;
  const bioError = form.errors.bio;
  return (
    <>
      <TextField
        {...form.field('headline')}
        label={e.headline}
        hint={e.headlineHint}
        maxLength={SEARCH_LIMITS.headlineMax}
      />
      <div className="ftc-field">
        <label className="ftc-label" htmlFor="editor-bio">
          {e.bio}
        </label>
        <p id="editor-bio-hint" className="ftc-hint">
          {e.bioHint}
        </p>
        <textarea
          id="editor-bio"
          className="ftc-input ftc-textarea"
          name="bio"
          value={form.values.bio}
          onChange={(event) => form.set('bio', event.target.value)}
          aria-invalid={bioError ? true : undefined}
          aria-describedby={bioError ? 'editor-bio-hint editor-bio-error' : 'editor-bio-hint'}
        />
        {errorOf(form, 'bio')}
      </div>
    </>
  );
}

/** ZIP code, hourly rate and years of experience. */
export function RateFields({ form }: { form: ProfileForm }) {
  const { m } = useWords(marketWords);
  const e = m.editor;
  return (
    <>
      <div className="cg-pair">
        <TextField
          {...form.field('zip')}
          label={e.zip}
          hint={e.zipHint}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
        />
        <TextField {...form.field('hourly_rate')} label={e.hourlyRate} inputMode="decimal" />
      </div>
      <TextField
        {...form.field('experience_years')}
        label={e.experienceYears}
        inputMode="numeric"
      />
    </>
  );
}

/** Services, age groups and languages. */
export function ServiceFields({ form }: { form: ProfileForm }) {
  const { m, lang } = useWords(marketWords);
  const e = m.editor;
  return (
    <>
      <CheckGroup
        name="services"
        legend={e.services}
        options={SERVICES.map((s) => ({ value: s, label: m.words.services[s] }))}
        chosen={listOf(form.values.services)}
        onToggle={(value, on) => toggle(form, 'services', value, on)}
        error={errorOf(form, 'services')}
      />
      <CheckGroup
        name="age_groups"
        legend={e.ageGroups}
        options={AGE_GROUPS.map((a) => ({ value: a, label: m.words.ageGroups[a] }))}
        chosen={listOf(form.values.age_groups)}
        onToggle={(value, on) => toggle(form, 'age_groups', value, on)}
        error={errorOf(form, 'age_groups')}
      />
      <CheckGroup
        name="languages"
        legend={e.languages}
        options={LANGUAGE_CODES.map((code) => ({ value: code, label: languageName(code, lang) }))}
        chosen={listOf(form.values.languages)}
        onToggle={(value, on) => toggle(form, 'languages', value, on)}
        error={errorOf(form, 'languages')}
      />
    </>
  );
}

/** The weekly hours, day by day. */
export function AvailabilityFields({ form }: { form: ProfileForm }) {
  const { m, fill, lang } = useWords(marketWords);
  const e = m.editor;
  const slots = slotsOf(form.values.availability);
  const setSlots = (next: AvailabilitySlot[]) => form.set('availability', JSON.stringify(next));
  const change = (index: number, edge: 'from' | 'to', value: string) =>
    setSlots(slots.map((s, i) => (i === index ? { ...s, [edge]: value } : s)));
  return (
    <fieldset className="cg-checks cg-week-editor" aria-describedby="editor-week-hint">
      <legend className="ftc-label">{e.availability}</legend>
      <p id="editor-week-hint" className="ftc-hint">
        {e.availabilityHint}
      </p>
      {WEEK.map((day) => {
        const dayLabel = dayName(day, lang);
        const own = slots
          .map((slot, index) => ({ slot, index }))
          .filter(({ slot }) => slot.day === day);
        return (
          <div key={day} className="cg-week-editor__day">
            <strong className="cg-week-editor__name">{dayLabel}</strong>
            <div className="cg-week-editor__slots">
              {own.length === 0 ? <span className="ftc-hint">{e.noHours}</span> : null}
              {own.map(({ slot, index }) => (
                <div key={index} className="cg-slot">
                  <input
                    type="time"
                    className="ftc-input"
                    name={index === 0 ? 'availability' : undefined}
                    aria-label={fill(e.fromOn, { day: dayLabel })}
                    aria-invalid={slot.from >= slot.to || undefined}
                    value={slot.from}
                    onChange={(event) => change(index, 'from', event.target.value)}
                  />
                  <span aria-hidden="true">–</span>
                  <input
                    type="time"
                    className="ftc-input"
                    aria-label={fill(e.toOn, { day: dayLabel })}
                    aria-invalid={slot.from >= slot.to || undefined}
                    value={slot.to}
                    onChange={(event) => change(index, 'to', event.target.value)}
                  />
                  <button
                    type="button"
                    className="ftc-link"
                    aria-label={fill(e.removeSlotOn, {
                      from: slot.from,
                      to: slot.to,
                      day: dayLabel,
                    })}
                    onClick={() => setSlots(slots.filter((_, i) => i !== index))}
                  >
                    {e.removeSlot}
                  </button>
                </div>
              ))}
            </div>
            <button
              type="button"
              className="ftc-button-secondary cg-week-editor__add"
              aria-label={fill(e.addSlotOn, { day: dayLabel })}
              onClick={() => setSlots([...slots, { day, from: '09:00', to: '17:00' }])}
            >
              {e.addSlot}
            </button>
          </div>
        );
      })}
      {errorOf(form, 'availability')}
    </fieldset>
  );
}

/** "Published: families can find my profile". */
export function PublishSwitch({ form }: { form: ProfileForm }) {
  const { m } = useWords(marketWords);
  const on = form.values.published === '1';
  return (
    <>
      <label className="ftc-check cg-switch">
        <input
          type="checkbox"
          role="switch"
          name="published"
          aria-checked={on}
          checked={on}
          onChange={(event) => form.set('published', event.target.checked ? '1' : '')}
        />
        <span>{m.editor.published}</span>
      </label>
      {errorOf(form, 'published')}
    </>
  );
}

function CheckGroup({
  name,
  legend,
  options,
  chosen,
  onToggle,
  error,
}: {
  name: string;
  legend: string;
  options: { value: string; label: string }[];
  chosen: string[];
  onToggle: (value: string, on: boolean) => void;
  error: ReactNode;
}) {
  return (
    <fieldset
      className="cg-checks cg-checks--columns"
      aria-describedby={error ? `editor-${name}-error` : undefined}
    >
      <legend className="ftc-label">{legend}</legend>
      {options.map((option, index) => (
        <label key={option.value} className="ftc-check">
          <input
            type="checkbox"
            // The first box carries the field's name, so a wrong group gets the focus.
            name={index === 0 ? name : undefined}
            aria-invalid={error && index === 0 ? true : undefined}
            checked={chosen.includes(option.value)}
            onChange={(event) => onToggle(option.value, event.target.checked)}
          />
          <span>{option.label}</span>
        </label>
      ))}
      {error}
    </fieldset>
  );
}

/** The card families will see in search, from the values being written. */
export const ProfilePreview = observer(function ProfilePreview({
  profile,
  values,
  photoUrl,
}: {
  profile: OwnProfile | undefined;
  values: EditorValues;
  /** A photo saved since the profile was read (the photo step saves on its own). */
  photoUrl?: string | null | undefined;
}) {
  const { store } = useKit();
  const [first = '', ...rest] = (store.auth.user?.full_name ?? '').split(' ');
  const rate = Math.round(Number(values.hourly_rate) * 100);
  const card: CaregiverCard = {
    id: profile?.id ?? 0,
    last_active_at: profile?.last_active_at ?? new Date().toISOString(),
    first_name: profile?.first_name ?? first,
    last_initial: profile?.last_initial ?? rest.at(-1)?.slice(0, 1) ?? '',
    headline: values.headline,
    photo_url: photoUrl !== undefined ? photoUrl : (profile?.photo_url ?? null),
    city: profile?.city ?? '',
    state: profile?.state ?? '',
    zip: values.zip,
    hourly_rate: Number.isFinite(rate) ? rate : 0,
    currency: profile?.currency ?? 'USD',
    experience_years: Number(values.experience_years) || 0,
    age_groups: listOf(values.age_groups) as AgeGroup[],
    services: listOf(values.services) as Service[],
    languages: listOf(values.languages),
    badges: profile?.badges ?? [],
    rating: profile?.rating ?? null,
    review_count: profile?.review_count ?? 0,
    featured: profile?.featured ?? false,
  };
  return (
    <div className="ftc-cg">
      <ul className="ftc-cg__list">
        <SiteCaregiverCard card={card} headingLevel={3} />
      </ul>
    </div>
  );
});
