import { Link, useSearchParams } from 'react-router';
import { AGE_GROUPS, SERVICES } from '../../src/contract/caregiver-values';
import type { AgeGroup, Service } from '../../src/contract/caregivers';
import { useWords } from '../../src/i18n/use-words';
import { useJobSearch } from '../../src/jobs/job-queries';
import { ApplicationsLeft, JobListItem } from '../../src/jobs/job-views';
import { JOBS_PAGE_SIZE } from '../../src/jobs/jobs-api';
import { jobWords } from '../../src/jobs/words';
import { milesText } from '../../src/lib/miles';
import { useForm } from '../../src/lib/use-form';
import { SelectField } from '../../src/ui/select-field';
import { LoadingAnnouncement, SkeletonLine } from '../../src/ui/skeleton';
import { TextField } from '../../src/ui/text-field';
import { jobPath, paths } from '../config/paths';
import { marketWords } from '../market-words';
import { searchWords } from '../search-words';
import { LoadFailed } from './load-failed';
import { RadiusField } from './radius-field';
import { useRouterClick } from './router-click';
import { isZip, radiusKmOf } from './search-filters';
import { searchProblem } from './search-problems';

const isService = (value: string | null): value is Service =>
  (SERVICES as readonly (string | null)[]).includes(value);
const isAgeGroup = (value: string | null): value is AgeGroup =>
  (AGE_GROUPS as readonly (string | null)[]).includes(value);

/**
 * A caregiver's open jobs near their profile's ZIP code or one typed (at every width), within a
 * distance chosen in miles (`radius_km` in the URL and the API), with filters and paging (the
 * page gives the frame). A problem is said in the page's words, never the server's.
 */
export function CaregiverJobs({ hasPlan }: { hasPlan: boolean }) {
  const { m, plural, fill: fillMarket } = useWords(marketWords);
  const { m: w, fill } = useWords(searchWords);
  const words = useWords(jobWords).m;
  const j = m.jobs;
  const [search, setSearch] = useSearchParams();
  const near = search.get('near')?.trim() ?? '';
  const radiusKm = search.get('radius_km')?.trim() ?? '';
  const service = search.get('service');
  const ageGroup = search.get('age_group');
  const pageText = search.get('page') ?? '';
  const page = /^\d+$/.test(pageText) ? Math.max(1, Number(pageText)) : 1;
  const filters = {
    near: near || undefined,
    radius_km: Number(radiusKm) > 0 ? Number(radiusKm) : undefined,
    service: isService(service) ? service : undefined,
    age_group: isAgeGroup(ageGroup) ? ageGroup : undefined,
    page,
  };
  const result = useJobSearch(filters, j.loadFailed);
  const open = useRouterClick();
  // The link's own `radius_km` while the distance shown is still its miles.
  const radiusOf = (miles: string) =>
    miles === milesText(radiusKm) ? radiusKm : radiusKmOf(miles);
  const form = useForm<{ near: string; radius_mi: string; service: string; age_group: string }>({
    initial: {
      near,
      radius_mi: milesText(radiusKm),
      service: filters.service ?? '',
      age_group: filters.age_group ?? '',
    },
    // A ZIP code that is not 5 digits is said next to it; nothing is sent.
    validate: (v) => ({
      near: !v.near.trim() || isZip(v.near.trim()) ? undefined : w.checks.zip,
    }),
    async submit(v) {
      const next = new URLSearchParams();
      if (v.near.trim()) next.set('near', v.near.trim());
      const radius = radiusOf(v.radius_mi);
      if (radius) next.set('radius_km', radius);
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

  // What went wrong, by `results.code` and field, never the wording: no ZIP code on the profile
  // (the page asks for one), an unknown ZIP (next to the field while it holds it), the rest.
  const problem = result.status === 'error' ? searchProblem(result.error) : undefined;
  const aboutNear = problem?.key === 'needZip';
  const problemText = problem ? fill(w.problems[problem.key], { zip: near }) : undefined;
  const zipProblem =
    problem?.field === 'near' && !aboutNear && form.values.near.trim() === near
      ? problemText
      : undefined;
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
        <TextField
          {...form.field('near')}
          error={form.errors.near ?? zipProblem}
          label={w.jobs.zip}
          hint={w.jobs.zipHint}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
        />
        <RadiusField {...form.field('radius_mi')} />
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
            <p>{problemText}</p>
            <Link className="ftc-button" to={paths.dashboardProfile}>
              {j.completeProfile}
            </Link>
          </div>
        ) : problem?.retry ? (
          <LoadFailed message={problemText ?? j.loadFailed} retry={result.reload} />
        ) : (
          <div className="ftc-state cg-empty" role="alert">
            <p>{problemText}</p>
            <Link to={paths.jobs}>{m.search.clear}</Link>
          </div>
        )
      ) : result.data.items.length === 0 ? (
        <div className="ftc-state cg-empty">
          <p>
            {filters.service || filters.age_group || filters.radius_km || page > 1
              ? j.emptyFiltered
              : j.empty}
          </p>
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
              <span>{fillMarket(m.search.pageOf, { page, pages })}</span>
              {page < pages ? <Link to={pageHref(page + 1)}>{m.search.next}</Link> : <span />}
            </nav>
          ) : null}
        </>
      )}
    </>
  );
}
