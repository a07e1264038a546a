import type pg from 'pg';
import type { CaregiverCard } from '../../src/contract/caregivers';
import { AGE_GROUPS, SEARCH_LIMITS, SERVICES } from '../../src/contract/caregivers';
import type {
  Application,
  ApplicationReceipt,
  Decision,
  Job,
  JobCard,
  JobPage,
} from '../../src/contract/jobs';
import { JOB_LIMITS } from '../../src/contract/jobs';
import { entitlementsOf } from '../../src/contract/plan-entitlements';
import {
  hasActivePlanSql,
  isoDateSql,
  isoSql,
  jobShownSql,
  NOW_SQL,
  profileShownSql,
} from '../db/sql-fragments';
import { inTransaction } from '../db/transaction';
import { CARD_COLUMNS } from './caregivers';
import { accountChannel, applicationNotice, notify as notifyStreams } from './notifications';
import type { EmailMessage, EmailTransport } from './transports';
import type { Place } from './zip-codes';

/** Emails (English for now, like every email: README "Languages"). */
export const JOB_EMAILS = {
  applicantSubject: 'New applicant for {title}',
  statusSubject: {
    shortlisted: 'You are shortlisted for {title}',
    declined: 'An update on your application for {title}',
    hired: 'You are hired for {title}',
  } satisfies Record<Decision, string>,
} as const;

const ISO = isoSql;

/**
 * What a caregiver may learn of a job's place (issue 20): searched no closer than 5 km, and
 * distances in whole km, so no radius around a typed `lat,lng` singles out the job's ZIP.
 */
const JOB_RADIUS_MIN = SEARCH_LIMITS.jobRadiusMin;
const wholeKm = (metres: number) => Math.round(metres / 1000);

/** The account `$1` has an active plan. */
const ACTIVE_PLAN = hasActivePlanSql('$1');

/** The contract's `Job` of alias `j`: what its parent sees. */
const JOB_COLUMNS = `j.id::int as id, j.title, j.description, j.zip, j.city, j.state, j.services,
  j.age_groups, j.schedule, j.hourly_rate_max, j.currency,
  ${isoDateSql('j.starts_on')} as starts_on, j.status,
  (select count(*)::int from applications ap where ap.job_id = j.id) as application_count,
  ${ISO('j.created_at')} as created_at, ${ISO('j.updated_at')} as updated_at`;

/**
 * The contract's `JobCard` of alias `j` with the parent's account `pa` (first name and photo) and
 * `applied` for the caregiver profile `profileParam` (null: none).
 */
const cardColumns = (profileParam: string) => `j.id::int as id, j.title, j.description, j.city,
  j.state, j.services, j.age_groups, j.schedule, j.hourly_rate_max, j.currency,
  ${isoDateSql('j.starts_on')} as starts_on, j.status,
  split_part(btrim(pa.full_name), ' ', 1) as parent_first_name, pa.photo_url as parent_photo_url,
  exists (select 1 from applications ap
           where ap.job_id = j.id and ap.profile_id = ${profileParam}::bigint) as applied,
  (select json_build_object('id', ap.id::int, 'status', ap.status,
                            'created_at', ${ISO('ap.created_at')})
     from applications ap
    where ap.job_id = j.id and ap.profile_id = ${profileParam}::bigint) as application,
  ${ISO('j.created_at')} as created_at`;

/** An application (alias `a`) with its caregiver's card (alias `p`). */
const APPLICATION_COLUMNS = `a.id::int as application_id, a.job_id::int as job_id, a.message,
  a.status as application_status, ${ISO('a.created_at')} as application_created_at,
  ${ISO('a.updated_at')} as application_updated_at, ${CARD_COLUMNS}`;

type ApplicationRow = CaregiverCard & {
  application_id: number;
  job_id: number;
  message: string;
  application_status: Application['status'];
  application_created_at: string;
  application_updated_at: string;
};

const applicationOf = ({
  application_id,
  job_id,
  message,
  application_status,
  application_created_at,
  application_updated_at,
  ...caregiver
}: ApplicationRow): Application => ({
  id: application_id,
  job_id,
  caregiver,
  message,
  status: application_status,
  created_at: application_created_at,
  updated_at: application_updated_at,
});

/** A job's fields, validated (JobBody), the ZIP resolved. */
export interface JobFields {
  title: string;
  description: string;
  zip: string;
  place: Place;
  services: readonly string[];
  age_groups: readonly string[];
  schedule: string;
  hourly_rate_max: number;
  starts_on: string;
}

export interface JobSearchInput {
  near: { lat: number; lng: number };
  radiusKm?: number;
  services?: readonly string[];
  ageGroups?: readonly string[];
  page: number;
  pageSize: number;
}

export type CreateOutcome =
  | { ok: true; job: Job }
  | { ok: false; problem: 'subscription_required' };

export type ApplyOutcome =
  | { ok: true; application: ApplicationReceipt }
  | {
      ok: false;
      problem: 'profile_required' | 'not_found' | 'duplicate' | 'subscription_required';
      count?: number;
    };

export type DecideOutcome =
  | { ok: true; application: Application }
  | { ok: false; problem: 'not_found' | 'closed' | 'already_hired' };

const unique = <T>(values: readonly T[], order: readonly T[] = []) =>
  [...new Set(values)].sort((a, b) => order.indexOf(a) - order.indexOf(b));

const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );

/**
 * Parents' jobs and caregivers' applications (interface §7), with the free tier's limits: one
 * open job per parent and five applications per caregiver and calendar month (UTC) without an
 * active plan. Each limit is counted under an advisory lock on the account, in the transaction
 * that writes, so a parallel burst cannot pass it.
 */
export class JobService {
  constructor(
    private readonly pool: pg.Pool,
    private readonly email: EmailTransport,
    private readonly publicUrl: string,
    private readonly warn: (message: string) => void = () => {},
  ) {}

  /** Posts a job; without an active plan, only while the parent has no other open job. */
  create(parentAccountId: string, fields: JobFields): Promise<CreateOutcome> {
    return inTransaction(this.pool, async (client) => {
      await client.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [
        `jobs:open:${parentAccountId}`,
      ]);
      const { rows } = await client.query<{ plan: boolean; open: number }>(
        `select ${ACTIVE_PLAN} as plan,
                (select count(*)::int from jobs
                  where parent_account_id = $1 and status = 'open') as open`,
        [parentAccountId],
      );
      const state = rows[0];
      // The plans page promises this limit (src/contract/plan-entitlements.ts).
      const openJobs = entitlementsOf('user', state?.plan === true).open_jobs;
      if (openJobs !== null && (state?.open ?? 0) >= openJobs) {
        return { ok: false, problem: 'subscription_required' } as const;
      }
      const inserted = await client.query<{ id: string }>(
        `insert into jobs (parent_account_id, title, description, zip, city, state, lat, lng,
           services, age_groups, schedule, hourly_rate_max, starts_on)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
         returning id`,
        [parentAccountId, ...this.values(fields)],
      );
      const job = await this.ownOne(parentAccountId, Number(inserted.rows[0]?.id), client);
      return { ok: true, job: job as Job } as const;
    });
  }

  private values(fields: JobFields) {
    return [
      fields.title,
      fields.description,
      fields.zip,
      fields.place.city,
      fields.place.state,
      fields.place.lat,
      fields.place.lng,
      unique(fields.services, SERVICES),
      unique(fields.age_groups, AGE_GROUPS),
      fields.schedule,
      fields.hourly_rate_max,
      fields.starts_on,
    ];
  }

  /** Edits the parent's own job (its status stays); someone else's is undefined. */
  async update(parentAccountId: string, id: number, fields: JobFields): Promise<Job | undefined> {
    const { rowCount } = await this.pool.query(
      `update jobs set title = $3, description = $4, zip = $5, city = $6, state = $7, lat = $8,
              lng = $9, services = $10, age_groups = $11, schedule = $12, hourly_rate_max = $13,
              starts_on = $14, updated_at = ${NOW_SQL}
        where id = $1 and parent_account_id = $2`,
      [id, parentAccountId, ...this.values(fields)],
    );
    return rowCount ? this.ownOne(parentAccountId, id) : undefined;
  }

  /** Closes the parent's own job (closing a closed job changes nothing). */
  async close(parentAccountId: string, id: number): Promise<Job | undefined> {
    await this.pool.query(
      `update jobs set status = 'closed', closed_at = ${NOW_SQL}, updated_at = ${NOW_SQL}
        where id = $1 and parent_account_id = $2 and status = 'open'`,
      [id, parentAccountId],
    );
    return this.ownOne(parentAccountId, id);
  }

  /** The parent's own job, whole. */
  async ownOne(
    parentAccountId: string,
    id: number,
    db: pg.Pool | pg.PoolClient = this.pool,
  ): Promise<Job | undefined> {
    const { rows } = await db.query<Job>(
      `select ${JOB_COLUMNS} from jobs j where j.id = $1 and j.parent_account_id = $2`,
      [id, parentAccountId],
    );
    return rows[0];
  }

  /** The parent's jobs, newest first, at most 100. */
  async own(parentAccountId: string): Promise<Job[]> {
    const { rows } = await this.pool.query<Job>(
      `select ${JOB_COLUMNS} from jobs j where j.parent_account_id = $1
        order by j.created_at desc, j.id desc limit $2`,
      [parentAccountId, JOB_LIMITS.ownJobsMax],
    );
    return rows;
  }

  /** The caregiver's profile: its id, whether it is published, and its place (if set). */
  async profileOf(
    caregiverAccountId: string,
  ): Promise<{ id: number; published: boolean; near?: { lat: number; lng: number } } | undefined> {
    const { rows } = await this.pool.query<{
      id: string;
      published: boolean;
      lat: number | null;
      lng: number | null;
    }>('select id, published, lat, lng from caregiver_profiles where account_id = $1', [
      caregiverAccountId,
    ]);
    const row = rows[0];
    if (!row) return undefined;
    return {
      id: Number(row.id),
      published: row.published,
      ...(row.lat === null || row.lng === null ? {} : { near: { lat: row.lat, lng: row.lng } }),
    };
  }

  /**
   * What a caregiver may still send this calendar month (UTC) without a plan; null with an
   * active plan (no limit) — shown on the jobs page ("3 applications left this month").
   */
  async applicationsLeft(caregiverAccountId: string): Promise<number | null> {
    const { rows } = await this.pool.query<{ plan: boolean; count: number }>(
      `select ${ACTIVE_PLAN} as plan,
              (select count(*)::int from applications a
                 join caregiver_profiles p on p.id = a.profile_id
                where p.account_id = $1
                  and a.created_at >= date_trunc('month', ${NOW_SQL} at time zone 'UTC') at time zone 'UTC')
                as count`,
      [caregiverAccountId],
    );
    const state = rows[0];
    if (!state || state.plan) return null;
    return Math.max(0, JOB_LIMITS.freeApplicationsPerMonth - state.count);
  }

  /** Open jobs near a place, nearest first (then newest), for a caregiver (`applied`). */
  async search(profileId: number | null, input: JobSearchInput): Promise<JobPage> {
    // The filters' parameters come first: the count past the end sends exactly those (a
    // parameter it does not use has no type, and PostgreSQL refuses the query).
    const values: unknown[] = [];
    const param = (value: unknown) => {
      values.push(value);
      return `$${values.length}`;
    };
    const origin = `ll_to_earth(${param(input.near.lat)}::float8, ${param(input.near.lng)}::float8)`;
    const radiusKm = Math.max(input.radiusKm ?? SEARCH_LIMITS.radiusDefault, JOB_RADIUS_MIN);
    const radius = param(radiusKm * 1000);
    const distance = `earth_distance(${origin}, ll_to_earth(j.lat, j.lng))`;
    // `status = 'open'` literally, so the partial indexes apply.
    const where = [
      "j.status = 'open'",
      `earth_box(${origin}, ${radius}::float8) @> ll_to_earth(j.lat, j.lng)`,
      `${distance} <= ${radius}::float8`,
      // Hidden jobs and those of suspended or deleted parents leave every answer (§10).
      jobShownSql('j'),
    ];
    if (input.services?.length)
      where.push(`j.services @> ${param(unique(input.services))}::text[]`);
    if (input.ageGroups?.length)
      where.push(`j.age_groups @> ${param(unique(input.ageGroups))}::text[]`);
    const whereSql = where.join('\n and ');
    const countValues = [...values];
    const me = param(profileId);
    const limit = param(input.pageSize);
    const offset = param((input.page - 1) * input.pageSize);
    const { rows } = await this.pool.query<
      Omit<JobCard, 'distance_km'> & { distance_m: number; total: number }
    >(
      `with page as (
         select j.id, ${distance} as distance_m, count(*) over () as total
           from jobs j
          where ${whereSql}
          order by distance_m, j.created_at desc, j.id desc
          limit ${limit} offset ${offset}
       )
       select ${cardColumns(me)}, page.distance_m, page.total::int as total
         from page join jobs j on j.id = page.id join accounts pa on pa.id = j.parent_account_id
        order by page.distance_m, j.created_at desc, j.id desc`,
      values,
    );
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && input.page > 1) {
      const counted = await this.pool.query<{ total: number }>(
        `select count(*)::int as total from jobs j where ${whereSql}`,
        countValues,
      );
      total = counted.rows[0]?.total ?? 0;
    }
    return {
      items: rows.map(({ distance_m, total: _total, ...card }) => ({
        ...card,
        distance_km: wholeKm(distance_m),
      })),
      total,
      page: input.page,
      page_size: input.pageSize,
    };
  }

  /**
   * A job's card for a caregiver: an open job, or a closed one the caregiver applied to;
   * `distance_km` from `near` when given.
   */
  async card(
    profileId: number | null,
    id: number,
    near?: { lat: number; lng: number },
  ): Promise<JobCard | undefined> {
    const distance = near
      ? 'earth_distance(ll_to_earth($3::float8, $4::float8), ll_to_earth(j.lat, j.lng))'
      : 'null::float8';
    const { rows } = await this.pool.query<
      Omit<JobCard, 'distance_km'> & { distance_m: number | null }
    >(
      `select ${cardColumns('$1')}, ${distance} as distance_m
         from jobs j join accounts pa on pa.id = j.parent_account_id
        where j.id = $2 and ${jobShownSql('j')}
          and (j.status = 'open' or exists (select 1 from applications ap
                where ap.job_id = j.id and ap.profile_id = $1::bigint))`,
      near ? [profileId, id, near.lat, near.lng] : [profileId, id],
    );
    const row = rows[0];
    if (!row) return undefined;
    const { distance_m, ...card } = row;
    return distance_m === null ? card : { ...card, distance_km: wholeKm(distance_m) };
  }

  /**
   * A caregiver applies: a published profile, an open job, once per job; without an active
   * plan at most 5 a calendar month (UTC). Counted and written under the caregiver's advisory
   * lock in one transaction. The parent is emailed after the commit.
   */
  async apply(caregiverAccountId: string, jobId: number, message: string): Promise<ApplyOutcome> {
    const outcome = await inTransaction(this.pool, async (client) => {
      await client.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [
        `applications:${caregiverAccountId}`,
      ]);
      const profile = await client.query<{
        id: string;
        published: boolean;
        first_name: string;
        last_initial: string;
      }>(
        `select id, published, first_name, last_initial from caregiver_profiles
          where account_id = $1`,
        [caregiverAccountId],
      );
      const me = profile.rows[0];
      if (!me?.published) return { ok: false, problem: 'profile_required' } as const;
      const job = await client.query<{
        status: string;
        title: string;
        parent_account_id: string;
        parent_email: string;
        parent_first_name: string;
      }>(
        `select j.status, j.title, j.parent_account_id, pa.email as parent_email,
                split_part(btrim(pa.full_name), ' ', 1) as parent_first_name
           from jobs j join accounts pa on pa.id = j.parent_account_id
          where j.id = $1 and ${jobShownSql('j')}`,
        [jobId],
      );
      const found = job.rows[0];
      if (!found) return { ok: false, problem: 'not_found' } as const;
      const existing = await client.query(
        'select 1 from applications where job_id = $1 and profile_id = $2',
        [jobId, me.id],
      );
      if (existing.rows.length) return { ok: false, problem: 'duplicate' } as const;
      // A closed job the caregiver did not apply to is out of their sight (no card, no search):
      // as unknown to them as an id that never was.
      if (found.status !== 'open') return { ok: false, problem: 'not_found' } as const;
      const quota = await client.query<{ plan: boolean; count: number }>(
        `select ${ACTIVE_PLAN} as plan,
                (select count(*)::int from applications
                  where profile_id = $2
                    and created_at >= date_trunc('month', ${NOW_SQL} at time zone 'UTC') at time zone 'UTC')
                  as count`,
        [caregiverAccountId, me.id],
      );
      const state = quota.rows[0];
      const perMonth = entitlementsOf(
        'service_provider',
        state?.plan === true,
      ).applications_per_month;
      if (perMonth !== null && (state?.count ?? 0) >= perMonth) {
        return {
          ok: false,
          problem: 'subscription_required',
          count: state?.count ?? 0,
        } as const;
      }
      const inserted = await client.query<ApplicationReceipt>(
        `insert into applications (job_id, profile_id, message) values ($1, $2, $3)
         on conflict (job_id, profile_id) do nothing
         returning id::int as id, job_id::int as job_id, status, ${ISO('created_at')} as created_at`,
        [jobId, me.id, message],
      );
      const application = inserted.rows[0];
      if (!application) return { ok: false, problem: 'duplicate' } as const;
      // The parent's streams get an `application` event when this commits.
      await notifyStreams(
        client,
        accountChannel(found.parent_account_id),
        applicationNotice({ job_id: jobId, application_id: application.id, status: 'applied' }),
      );
      return {
        ok: true,
        application,
        notify: {
          to: found.parent_email,
          account: found.parent_account_id,
          parentFirstName: found.parent_first_name,
          title: found.title,
          caregiver: me.last_initial ? `${me.first_name} ${me.last_initial}.` : me.first_name,
        },
      } as const;
    });
    if (!outcome.ok) return outcome;
    const { notify, application } = outcome;
    await this.send({
      notice: { kind: 'applications', account: String(notify.account) },
      to: notify.to,
      subject: fill(JOB_EMAILS.applicantSubject, { title: notify.title }),
      body: `Hello ${notify.parentFirstName},\n\n${notify.caregiver} applied to your job "${notify.title}".\n\nSee the application and the caregiver's profile: ${this.publicUrl}/jobs/${jobId}\n\nThe FTC team`,
    });
    return { ok: true, application };
  }

  /** A job's applications with the caregivers' cards (the job's parent only), newest first. */
  async applications(parentAccountId: string, jobId: number): Promise<Application[] | undefined> {
    const job = await this.pool.query(
      'select 1 from jobs where id = $1 and parent_account_id = $2',
      [jobId, parentAccountId],
    );
    if (!job.rows.length) return undefined;
    const { rows } = await this.pool.query<ApplicationRow>(
      `select ${APPLICATION_COLUMNS}
         from applications a join caregiver_profiles p on p.id = a.profile_id
        where a.job_id = $1 and ${profileShownSql('p')}
        order by a.created_at desc, a.id desc
        limit $2`,
      [jobId, JOB_LIMITS.applicationsMax],
    );
    return rows.map(applicationOf);
  }

  /**
   * The job's parent shortlists, declines or hires. A hire closes the job and records the
   * hire (the caregiver becomes reviewable); a hire is final. The caregiver is emailed when
   * the status changes.
   */
  async decide(
    parentAccountId: string,
    applicationId: number,
    status: Decision,
  ): Promise<DecideOutcome> {
    const outcome = await inTransaction(this.pool, async (client) => {
      const found = await client.query<{
        status: string;
        job_id: string;
        job_status: string;
        title: string;
        profile_id: string;
        caregiver_email: string;
        caregiver_first_name: string;
        caregiver_account_id: string;
      }>(
        `select a.status, a.job_id, j.status as job_status, j.title, a.profile_id,
                p.account_id as caregiver_account_id,
                ca.email as caregiver_email, p.first_name as caregiver_first_name
           from applications a
           join jobs j on j.id = a.job_id
           join caregiver_profiles p on p.id = a.profile_id
           join accounts ca on ca.id = p.account_id
          where a.id = $1 and j.parent_account_id = $2
          for update of j, a`,
        [applicationId, parentAccountId],
      );
      const row = found.rows[0];
      if (!row) return { ok: false, problem: 'not_found' } as const;
      if (row.status === status) return { ok: true, changed: false, row } as const;
      if (row.status === 'hired') return { ok: false, problem: 'already_hired' } as const;
      if (status === 'hired' && row.job_status !== 'open')
        return { ok: false, problem: 'closed' } as const;
      await client.query(
        `update applications set status = $2, updated_at = ${NOW_SQL} where id = $1`,
        [applicationId, status],
      );
      if (status === 'hired') {
        await client.query(
          `update jobs set status = 'closed', closed_at = ${NOW_SQL}, updated_at = ${NOW_SQL}
            where id = $1`,
          [row.job_id],
        );
        await client.query(
          `insert into hires (parent_account_id, profile_id) values ($1, $2)
           on conflict (parent_account_id, profile_id) do nothing`,
          [parentAccountId, row.profile_id],
        );
      }
      // The caregiver's streams get an `application` event when this commits.
      await notifyStreams(
        client,
        accountChannel(row.caregiver_account_id),
        applicationNotice({ job_id: row.job_id, application_id: applicationId, status }),
      );
      return { ok: true, changed: true, row } as const;
    });
    if (!outcome.ok) return outcome;
    const application = await this.application(applicationId);
    if (outcome.changed) {
      const { row } = outcome;
      const words: Record<Decision, string> = {
        shortlisted: `Good news: the parent shortlisted you for "${row.title}". They may message you soon.`,
        declined: `The parent of "${row.title}" has chosen other caregivers this time. Keep going: new jobs are posted every day.`,
        hired: `Congratulations: the parent hired you for "${row.title}".`,
      };
      await this.send({
        notice: { kind: 'applications', account: String(row.caregiver_account_id) },
        to: row.caregiver_email,
        subject: fill(JOB_EMAILS.statusSubject[status], { title: row.title }),
        body: `Hello ${row.caregiver_first_name},\n\n${words[status]}\n\nSee the job: ${this.publicUrl}/jobs/${row.job_id}\n\nThe FTC team`,
      });
    }
    return { ok: true, application: application as Application };
  }

  private async application(id: number): Promise<Application | undefined> {
    const { rows } = await this.pool.query<ApplicationRow>(
      `select ${APPLICATION_COLUMNS}
         from applications a join caregiver_profiles p on p.id = a.profile_id
        where a.id = $1`,
      [id],
    );
    return rows[0] && applicationOf(rows[0]);
  }

  /** An email that could not be sent is logged: the application or decision stands. */
  private async send(message: EmailMessage) {
    try {
      await this.email.send(message);
    } catch (error) {
      this.warn(`a job email was not sent: ${(error as Error).message}`);
    }
  }
}
