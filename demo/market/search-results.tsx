import { Link } from 'react-router';
import { CaregiverCardSkeleton } from '../../src/caregivers/caregiver-card';
import type { CaregiverPage } from '../../src/contract/caregivers';
import { useWords } from '../../src/i18n/use-words';
import type { ResourceState } from '../../src/lib/resource-cache';
import { LoadingAnnouncement } from '../../src/ui/skeleton';
import { paths } from '../config/paths';
import { LaterSection } from '../layout/later-section';
import { marketWords } from '../market-words';
import { SiteCaregiverCard } from './caregiver-card';
import { filtersToQuery, isZip, PAGE_SIZE, pageNumber, type SearchFilters } from './search-filters';

/** The search's answer: loading, failed, empty, or the cards with their count and paging. */
export function SearchResults({
  results,
  filters,
  problem,
}: {
  results: ResourceState<CaregiverPage> & { reload: () => void };
  filters: SearchFilters;
  /** A failed search in the page's words (never the server's): with "Try again" if worth it. */
  problem?: { message: string; retry: boolean } | undefined;
}) {
  const { m, fill, plural } = useWords(marketWords);
  const s = m.search;
  const currentPage = pageNumber(filters);
  const pageHref = (page: number) => {
    const text = filtersToQuery({ ...filters, page: page > 1 ? String(page) : '' }).toString();
    return text ? `${paths.caregivers}?${text}` : paths.caregivers;
  };

  const data = results.status === 'success' ? results.data : undefined;
  const pages = data ? Math.max(1, Math.ceil(data.total / (data.page_size || PAGE_SIZE))) : 1;
  return (
    <section className="cg-search__results" aria-labelledby="cg-results-heading">
      <h2 id="cg-results-heading" className="ftc-visually-hidden">
        {s.results}
      </h2>
      {results.status === 'loading' ? (
        <>
          <LoadingAnnouncement text={s.loading} />
          <div className="ftc-cg">
            <ul className="ftc-cg__list" aria-hidden="true">
              {[0, 1, 2, 3].map((key) => (
                <CaregiverCardSkeleton key={key} />
              ))}
            </ul>
          </div>
        </>
      ) : results.status === 'error' ? (
        <div className="ftc-state" role="alert">
          <p>{problem?.message ?? s.loadFailed}</p>
          {problem && !problem.retry ? (
            <Link to={paths.caregivers}>{s.clear}</Link>
          ) : (
            <button type="button" className="ftc-button-secondary" onClick={results.reload}>
              {s.retry}
            </button>
          )}
        </div>
      ) : data && data.items.length === 0 ? (
        <div className="ftc-state cg-empty" role="status">
          <p>
            <strong>{s.empty}</strong>
          </p>
          <p>{s.emptyLead}</p>
          <Link to={paths.caregivers}>{s.clear}</Link>
        </div>
      ) : data ? (
        <>
          <p className="cg-count" role="status">
            {filters.near && isZip(filters.near)
              ? plural(s.countNear, data.total, { zip: filters.near })
              : plural(s.count, data.total)}
          </p>
          <div className="ftc-cg">
            {/* The cards come live a task after the page's form (demo/layout/later-section.tsx). */}
            <LaterSection
              as="ul"
              name="results"
              className="ftc-cg__list"
              aria-labelledby="cg-results-heading"
            >
              {data.items.map((card) => (
                <SiteCaregiverCard key={card.id} card={card} />
              ))}
            </LaterSection>
          </div>
          {pages > 1 ? (
            <nav className="cg-paging" aria-label={s.paging}>
              {currentPage > 1 ? (
                <Link className="ftc-button-secondary" to={pageHref(currentPage - 1)}>
                  {s.previous}
                </Link>
              ) : (
                <span />
              )}
              <span>{fill(s.pageOf, { page: currentPage, pages })}</span>
              {currentPage < pages ? (
                <Link className="ftc-button-secondary" to={pageHref(currentPage + 1)}>
                  {s.next}
                </Link>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
