import { Link, useSearchParams } from 'react-router';
import { AGE_GROUPS, SERVICES } from '../../src/contract/caregiver-values';
import type { AgeGroup, Service } from '../../src/contract/caregivers';
import { NEAR_REQUIRED } from '../../src/contract/error-codes';
import { useWords } from '../../src/i18n/use-words';
import { useJobSearch } from '../../src/jobs/job-queries';
import { ApplicationsLeft, JobListItem } from '../../src/jobs/job-views';
import { JOBS_PAGE_SIZE } from '../../src/jobs/jobs-api';
import { jobWords } from '../../src/jobs/words';
import { ApiError } from '../../src/lib/api-client';
import { useForm } from '../../src/lib/use-form';
import { SelectField } from '../../src/ui/select-field';
import { LoadingAnnouncement, SkeletonLine } from '../../src/ui/skeleton';
import { jobPath, paths } from '../config/paths';
import { marketWords } from '../market-words';
import { LoadFailed } from './load-failed';
import { useRouterClick } from './router-click';

const isService = (value: string | null): value is Service =>
  (SERVICES as readonly (string | null)[]).includes(value);
const isAgeGroup = (value: string | null): value is AgeGroup =>
  (AGE_GROUPS as readonly (string | null)[]).includes(value);

/** A caregiver's open jobs near their ZIP, with filters and paging (the page gives the frame). */
export function CaregiverJobs({ hasPlan }: { hasPlan: boolean }) {
  const { m, fill, plural } = useWords(marketWords);
  const words = useWords(jobWords).m;
  const j = m.jobs;
  const [search, setSearch] = useSearchParams();
  const service = search.get('service');
  const ageGroup = search.get('age_group');
  const pageText = search.get('page') ?? '';
  const page = /^\d+$/.test(pageText) ? Math.max(1, Number(pageText)) : 1;
  const filters = {
    service: isService(service) ? service : undefined,
    age_group: isAgeGroup(ageGroup) ? ageGroup : undefined,
    page,
  };
  const result = useJobSearch(filters, j.loadFailed);
  const open = useRouterClick();
  const form = useForm<{ service: string; age_group: string }>({
    initial: { service: filters.service ?? '', age_group: filters.age_group ?? '' },
    async submit(v) {
      const next = new URLSearchParams();
      if (v.service) next.set('service', v.service);
      if (v.age_group) next.set('age_group', v.age_group);
      setSearch(next);
    },
  });
  const pageHref = (to: number) => {
    const next = new URLSearchParams(search);
    if (to > 1) next.set('page', String(to));
    else next.delete('page');
    return `${paths.jobs}?${next}`;
  };

  // No ZIP code on the profile: the page asks for one (results.code, never the wording).
  const aboutNear =
    result.status === 'error' &&
    result.error instanceof ApiError &&
    result.error.code === NEAR_REQUIRED;
  const left = result.status === 'success' ? result.data.applications_left : undefined;
  const total = result.status === 'success' ? result.data.total : 0;
  const pages = Math.max(1, Math.ceil(total / JOBS_PAGE_SIZE));

  return (
    <>
      {left === null || (hasPlan && left === undefined) ? null : (
        <ApplicationsLeft left={left}>
          <p className="ftc-hint">{j.planLifts}</p>
        </ApplicationsLeft>
      )}
      <form className="job-filters" noValidate onSubmit={form.onSubmit} aria-label={j.filters}>
        <SelectField
          {...form.field('service')}
          label={j.service}
          options={[
            { value: '', label: j.anyService },
            ...SERVICES.map((value) => ({ value, label: words.services[value] })),
          ]}
        />
        <SelectField
          {...form.field('age_group')}
          label={j.ageGroup}
          options={[
            { value: '', label: j.anyAgeGroup },
            ...AGE_GROUPS.map((value) => ({ value, label: words.ageGroups[value] })),
          ]}
        />
        <button type="submit" className="ftc-button">
          {j.show}
        </button>
      </form>
      {result.status === 'loading' ? (
        <>
          <LoadingAnnouncement text={j.loading} />
          <SkeletonLine width={60} />
          <SkeletonLine width={80} />
        </>
      ) : result.status === 'error' ? (
        aboutNear ? (
          <div className="ftc-state cg-empty" role="alert">
            <p>{j.needZip}</p>
            <Link className="ftc-button" to={paths.dashboardProfile}>
              {j.completeProfile}
            </Link>
          </div>
        ) : (
          <LoadFailed message={result.error.message || j.loadFailed} retry={result.reload} />
        )
      ) : result.data.items.length === 0 ? (
        <div className="ftc-state cg-empty">
          <p>{filters.service || filters.age_group || page > 1 ? j.emptyFiltered : j.empty}</p>
        </div>
      ) : (
        <>
          <p className="cg-count" role="status">
            {plural(j.count, total)}
          </p>
          <ul className="job-list" aria-label={j.results}>
            {result.data.items.map((job) => (
              <JobListItem
                key={job.id}
                job={job}
                href={jobPath(job.id)}
                onActivate={open(jobPath(job.id))}
              />
            ))}
          </ul>
          {pages > 1 ? (
            <nav className="cg-paging" aria-label={j.paging}>
              {page > 1 ? <Link to={pageHref(page - 1)}>{m.search.previous}</Link> : <span />}
              <span>{fill(m.search.pageOf, { page, pages })}</span>
              {page < pages ? <Link to={pageHref(page + 1)}>{m.search.next}</Link> : <span />}
            </nav>
          ) : null}
        </>
      )}
    </>
  );
}
