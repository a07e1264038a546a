import { type ReactNode, useId, useState } from 'react';
import { AGE_GROUPS, SEARCH_LIMITS, SERVICES } from '../contract/caregiver-values';
import type { AgeGroup, Service } from '../contract/caregivers';
import { JOB_LIMITS } from '../contract/job-values';
import type { Job, JobBody } from '../contract/jobs';
import { useWords } from '../i18n/use-words';
import { isSubscriptionRequired } from '../lib/api-errors';
import { useKit } from '../lib/kit-context';
import { useForm } from '../lib/use-form';
import { SubmitButton } from '../ui/submit-button';
import { TextField } from '../ui/text-field';
import { TextAreaField } from '../ui/textarea-field';
import { centsOf, dollarsOf, postJob, todayLocal, updateJob } from './jobs-api';
import { jobWords } from './words';

type JobValues = {
  title: string;
  description: string;
  zip: string;
  /** Comma-joined: the form hook keeps strings. */
  services: string;
  age_groups: string;
  schedule: string;
  /** Dollars as typed. */
  hourly_rate_max: string;
  starts_on: string;
};

const listOf = (joined: string) => joined.split(',').filter(Boolean);

function valuesOf(job: Job | undefined): JobValues {
  return {
    title: job?.title ?? '',
    description: job?.description ?? '',
    zip: job?.zip ?? '',
    services: (job?.services ?? []).join(','),
    age_groups: (job?.age_groups ?? []).join(','),
    schedule: job?.schedule ?? '',
    hourly_rate_max: job ? dollarsOf(job.hourly_rate_max) : '',
    starts_on: job?.starts_on ?? '',
  };
}

export interface JobFormProps {
  /** The job to edit; none: a new job. */
  job?: Job | undefined;
  onSaved: (job: Job) => void;
  /** What a plan unlocks, shown when the server answers 403 subscription_required. */
  paywall: ReactNode;
  onCancel?: (() => void) | undefined;
}

/**
 * A parent's job (interface §7): every field of the contract's JobBody, the client's own rules
 * first, then the server's field errors under their fields (`services.0` under Services). The
 * typed text stays whatever happens; the free tier's 403 says what a plan unlocks.
 */
export function JobForm({ job, onSaved, paywall, onCancel }: JobFormProps) {
  const { api, notify } = useKit();
  const { m, fill } = useWords(jobWords);
  const f = m.form;
  const ids = useId();
  const [needsPlan, setNeedsPlan] = useState(false);
  const form = useForm<JobValues>({
    initial: () => valuesOf(job),
    validate: (v) => {
      const title = v.title.trim().length;
      const rate = centsOf(v.hourly_rate_max);
      return {
        title:
          title >= JOB_LIMITS.titleMin && title <= JOB_LIMITS.titleMax ? undefined : f.rules.title,
        description:
          v.description.trim().length <= JOB_LIMITS.descriptionMax
            ? undefined
            : f.rules.description,
        zip: /^\d{5}$/.test(v.zip.trim()) ? undefined : f.rules.zip,
        services: listOf(v.services).length ? undefined : f.rules.services,
        schedule: v.schedule.trim().length <= JOB_LIMITS.scheduleMax ? undefined : f.rules.schedule,
        hourly_rate_max:
          rate >= SEARCH_LIMITS.rateMin && rate <= SEARCH_LIMITS.rateMax ? undefined : f.rules.rate,
        starts_on:
          /^\d{4}-\d{2}-\d{2}$/.test(v.starts_on) && v.starts_on >= todayLocal()
            ? undefined
            : f.rules.startsOn,
      };
    },
    fallback: f.failure,
    onFailure: (failure) => setNeedsPlan(isSubscriptionRequired(failure)),
    async submit(v) {
      setNeedsPlan(false);
      const body: JobBody = {
        title: v.title.trim(),
        description: v.description.trim(),
        zip: v.zip.trim(),
        services: listOf(v.services) as Service[],
        age_groups: listOf(v.age_groups) as AgeGroup[],
        schedule: v.schedule.trim(),
        hourly_rate_max: centsOf(v.hourly_rate_max),
        starts_on: v.starts_on,
      };
      const saved = job
        ? await updateJob(api, job.id, body, f.failure)
        : await postJob(api, body, f.failure);
      notify(job ? f.savedToast : f.postedToast, 'success');
      onSaved(saved);
    },
  });

  // The server names list items (`services.0`): their message goes under the list.
  const errors = form.errors as Record<string, string | undefined>;
  const errorOf = (name: keyof JobValues) =>
    errors[name] ?? Object.entries(errors).find(([key]) => key.startsWith(`${name}.`))?.[1];

  const toggle = (name: 'services' | 'age_groups', value: string, on: boolean) => {
    const current = listOf(form.values[name]).filter((item) => item !== value);
    form.set(name, (on ? [...current, value] : current).join(','));
  };

  const checks = (
    name: 'services' | 'age_groups',
    values: readonly string[],
    words: Record<string, string>,
    legend: string,
  ) => {
    const error = errorOf(name);
    const chosen = listOf(form.values[name]);
    return (
      <fieldset
        className="cg-checks cg-checks--columns"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${ids}-${name}-error` : undefined}
      >
        <legend className="ftc-label">{legend}</legend>
        {values.map((value) => (
          <label key={value} className="ftc-check">
            <input
              type="checkbox"
              name={name}
              value={value}
              checked={chosen.includes(value)}
              onChange={(event) => toggle(name, value, event.target.checked)}
            />{' '}
            {words[value] ?? value}
          </label>
        ))}
        {error ? (
          <p id={`${ids}-${name}-error`} className="ftc-error">
            {error}
          </p>
        ) : null}
      </fieldset>
    );
  };

  const description = errorOf('description');
  return (
    <form className="ftc-stack job-form" noValidate onSubmit={form.onSubmit}>
      <TextField
        {...form.field('title')}
        error={errorOf('title')}
        label={f.title}
        hint={f.titleHint}
        maxLength={JOB_LIMITS.titleMax}
      />
      <TextAreaField
        label={f.description}
        hint={f.descriptionHint}
        note={fill(f.counter, {
          count: form.values.description.length,
          max: JOB_LIMITS.descriptionMax,
        })}
        error={description}
        name="description"
        rows={6}
        maxLength={JOB_LIMITS.descriptionMax}
        value={form.values.description}
        onChange={(event) => form.set('description', event.target.value)}
      />
      <div className="cg-pair">
        <TextField
          {...form.field('zip')}
          error={errorOf('zip')}
          label={f.zip}
          hint={f.zipHint}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
        />
        <TextField
          {...form.field('hourly_rate_max')}
          error={errorOf('hourly_rate_max')}
          label={f.rate}
          hint={f.rateHint}
          inputMode="decimal"
        />
      </div>
      {checks('services', SERVICES, m.services, f.services)}
      {checks('age_groups', AGE_GROUPS, m.ageGroups, f.ageGroups)}
      <TextField
        {...form.field('schedule')}
        error={errorOf('schedule')}
        label={f.schedule}
        hint={f.scheduleHint}
        maxLength={JOB_LIMITS.scheduleMax}
      />
      <TextField
        {...form.field('starts_on')}
        error={errorOf('starts_on')}
        label={f.startsOn}
        type="date"
        min={todayLocal()}
      />
      {needsPlan ? (
        <div className="cg-note" role="alert">
          {paywall}
        </div>
      ) : form.message ? (
        <p className="ftc-error" role="alert">
          {form.message}
        </p>
      ) : null}
      <p className="cg-actions">
        <SubmitButton busy={form.submitting}>{job ? f.save : f.post}</SubmitButton>
        {onCancel ? (
          <button type="button" className="ftc-button-secondary" onClick={onCancel}>
            {f.cancel}
          </button>
        ) : null}
      </p>
    </form>
  );
}
