import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link } from 'react-router';
import { saveOwnProfile } from '../../src/caregivers/caregiver-queries';
import { AGE_GROUPS, SEARCH_LIMITS, SERVICES } from '../../src/contract/caregiver-values';
import type {
  AgeGroup,
  AvailabilitySlot,
  CaregiverCard,
  OwnProfile,
  ProfileUpdate,
  Service,
} from '../../src/contract/caregivers';
import { useWords } from '../../src/i18n/use-words';
import { showFailure } from '../../src/lib/api-errors';
import { useKit } from '../../src/lib/kit-context';
import { useForm } from '../../src/lib/use-form';
import { PhotoStep } from '../../src/photos/photo-step';
import { SubmitButton } from '../../src/ui/submit-button';
import { TextField } from '../../src/ui/text-field';
import { caregiverPath } from '../config/paths';
import { marketWords } from '../market-words';
import { Page } from '../pages/page';
import { SiteCaregiverCard } from './caregiver-card';
import { dayName, LANGUAGE_CODES, languageName, WEEK } from './format';

type EditorValues = {
  headline: string;
  bio: string;
  zip: string;
  hourly_rate: string;
  experience_years: string;
  services: string;
  age_groups: string;
  languages: string;
  /** JSON of the slots: the form hook keeps strings. */
  availability: string;
  published: string;
};

const listOf = (joined: string) => joined.split(',').filter(Boolean);
const slotsOf = (json: string): AvailabilitySlot[] => {
  try {
    const parsed = JSON.parse(json || '[]');
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
};

function valuesOf(profile: Partial<OwnProfile> | undefined): EditorValues {
  return {
    headline: profile?.headline ?? '',
    bio: profile?.bio ?? '',
    zip: profile?.zip ?? '',
    hourly_rate: profile?.hourly_rate ? String(profile.hourly_rate / 100) : '',
    experience_years:
      profile?.experience_years !== undefined ? String(profile.experience_years) : '',
    services: (profile?.services ?? []).join(','),
    age_groups: (profile?.age_groups ?? []).join(','),
    languages: (profile?.languages ?? []).join(','),
    availability: JSON.stringify(profile?.availability ?? []),
    published: profile?.published ? '1' : '',
  };
}

/** The profile's form beside a preview of its card; saving tells the person with a toast. */
export const ProfileEditor = observer(function ProfileEditor({
  profile,
}: {
  profile?: OwnProfile;
}) {
  const { api, store, notify } = useKit();
  const { m, fill, lang } = useWords(marketWords);
  const e = m.editor;
  const rules = e.rules;
  // Saved by the photo step itself (its own call): the preview follows at once.
  const [photo, setPhoto] = useState(profile?.photo_url ?? null);

  const form = useForm<EditorValues>({
    initial: () => valuesOf(profile),
    validate: (v) => {
      const rate = Number(v.hourly_rate);
      const years = v.experience_years.trim();
      const headline = v.headline.trim();
      return {
        headline:
          headline.length >= SEARCH_LIMITS.headlineMin &&
          headline.length <= SEARCH_LIMITS.headlineMax
            ? undefined
            : rules.headline,
        bio: v.bio.length <= SEARCH_LIMITS.bioMax ? undefined : rules.bio,
        zip: /^\d{5}$/.test(v.zip.trim()) ? undefined : rules.zip,
        hourly_rate:
          /^\d+(\.\d{1,2})?$/.test(v.hourly_rate.trim()) &&
          rate * 100 >= SEARCH_LIMITS.rateMin &&
          rate * 100 <= SEARCH_LIMITS.rateMax
            ? undefined
            : rules.hourlyRate,
        experience_years:
          /^\d{1,2}$/.test(years) && Number(years) <= SEARCH_LIMITS.experienceMax
            ? undefined
            : rules.experience,
        services: listOf(v.services).length ? undefined : rules.services,
        availability: slotsOf(v.availability).every((slot) => slot.from < slot.to)
          ? undefined
          : rules.slot,
      };
    },
    fallback: e.failure,
    onFailure: (failure) => showFailure(store, failure, e.failure),
    async submit(v) {
      const body: ProfileUpdate = {
        headline: v.headline.trim(),
        bio: v.bio,
        zip: v.zip.trim(),
        hourly_rate: Math.round(Number(v.hourly_rate) * 100),
        experience_years: Number(v.experience_years),
        services: listOf(v.services) as Service[],
        age_groups: listOf(v.age_groups) as AgeGroup[],
        languages: listOf(v.languages),
        availability: slotsOf(v.availability),
        published: v.published === '1',
      };
      await saveOwnProfile(api, body, e.failure);
      notify(e.savedToast, 'success');
    },
  });

  // Server errors may name a slot (`availability.2.to`): they are shown under the week.
  const errors = form.errors as Record<string, string | undefined>;
  const slotError =
    errors.availability ??
    Object.entries(errors).find(([key]) => key.startsWith('availability'))?.[1];

  const toggle = (name: 'services' | 'age_groups' | 'languages', value: string, on: boolean) => {
    const current = listOf(form.values[name]).filter((item) => item !== value);
    form.set(name, (on ? [...current, value] : current).join(','));
  };
  const slots = slotsOf(form.values.availability);
  const setSlots = (next: AvailabilitySlot[]) => form.set('availability', JSON.stringify(next));

  const user = store.auth.user;
  const [first = '', ...rest] = (user?.full_name ?? '').split(' ');
  const rate = Math.round(Number(form.values.hourly_rate) * 100);
  const preview: CaregiverCard = {
    id: profile?.id ?? 0,
    last_active_at: profile?.last_active_at ?? new Date().toISOString(),
    first_name: profile?.first_name ?? first,
    last_initial: profile?.last_initial ?? rest.at(-1)?.slice(0, 1) ?? '',
    headline: form.values.headline,
    photo_url: photo,
    city: profile?.city ?? '',
    state: profile?.state ?? '',
    zip: form.values.zip,
    hourly_rate: Number.isFinite(rate) ? rate : 0,
    currency: profile?.currency ?? 'USD',
    experience_years: Number(form.values.experience_years) || 0,
    age_groups: listOf(form.values.age_groups) as AgeGroup[],
    services: listOf(form.values.services) as Service[],
    languages: listOf(form.values.languages),
    badges: profile?.badges ?? [],
    rating: profile?.rating ?? null,
    review_count: profile?.review_count ?? 0,
    featured: profile?.featured ?? false,
  };

  const groupError = (name: keyof EditorValues) =>
    errors[name] ? (
      <p id={`editor-${name}-error`} className="ftc-error">
        {errors[name]}
      </p>
    ) : null;

  return (
    <Page title={e.title} lead={e.lead} wide>
      <section className="cg-editor__photo" aria-labelledby="editor-photo">
        <h2 id="editor-photo">{e.photo}</h2>
        <PhotoStep
          photoUrl={photo}
          onChange={setPhoto}
          name={`${preview.first_name} ${preview.last_initial}`.trim()}
        />
      </section>
      <div className="cg-editor">
        <form className="ftc-stack cg-editor__form" noValidate onSubmit={form.onSubmit}>
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
              aria-invalid={errors.bio ? true : undefined}
              aria-describedby={errors.bio ? 'editor-bio-hint editor-bio-error' : 'editor-bio-hint'}
            />
            {groupError('bio')}
          </div>
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
          <CheckGroup
            name="services"
            legend={e.services}
            options={SERVICES.map((s) => ({ value: s, label: m.words.services[s] }))}
            chosen={listOf(form.values.services)}
            onToggle={(value, on) => toggle('services', value, on)}
            error={groupError('services')}
          />
          <CheckGroup
            name="age_groups"
            legend={e.ageGroups}
            options={AGE_GROUPS.map((a) => ({ value: a, label: m.words.ageGroups[a] }))}
            chosen={listOf(form.values.age_groups)}
            onToggle={(value, on) => toggle('age_groups', value, on)}
            error={groupError('age_groups')}
          />
          <CheckGroup
            name="languages"
            legend={e.languages}
            options={LANGUAGE_CODES.map((code) => ({
              value: code,
              label: languageName(code, lang),
            }))}
            chosen={listOf(form.values.languages)}
            onToggle={(value, on) => toggle('languages', value, on)}
            error={groupError('languages')}
          />
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
                          onChange={(event) =>
                            setSlots(
                              slots.map((s, i) =>
                                i === index ? { ...s, from: event.target.value } : s,
                              ),
                            )
                          }
                        />
                        <span aria-hidden="true">–</span>
                        <input
                          type="time"
                          className="ftc-input"
                          aria-label={fill(e.toOn, { day: dayLabel })}
                          aria-invalid={slot.from >= slot.to || undefined}
                          value={slot.to}
                          onChange={(event) =>
                            setSlots(
                              slots.map((s, i) =>
                                i === index ? { ...s, to: event.target.value } : s,
                              ),
                            )
                          }
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
            {slotError ? <p className="ftc-error">{slotError}</p> : null}
          </fieldset>
          <label className="ftc-check cg-switch">
            <input
              type="checkbox"
              role="switch"
              name="published"
              aria-checked={form.values.published === '1'}
              checked={form.values.published === '1'}
              onChange={(event) => form.set('published', event.target.checked ? '1' : '')}
            />
            <span>{e.published}</span>
          </label>
          {groupError('published')}
          <div className="ftc-actions">
            <SubmitButton busy={form.submitting}>{e.save}</SubmitButton>
            {profile?.id ? <Link to={caregiverPath(profile.id)}>{e.viewPublic}</Link> : null}
          </div>
        </form>
        <aside className="cg-editor__preview" aria-labelledby="editor-preview">
          <h2 id="editor-preview">{e.preview}</h2>
          <p className="ftc-hint">{e.previewLead}</p>
          <div className="ftc-cg">
            <ul className="ftc-cg__list">
              <SiteCaregiverCard card={preview} headingLevel={3} />
            </ul>
          </div>
        </aside>
      </div>
    </Page>
  );
});

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
  error: React.ReactNode;
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
