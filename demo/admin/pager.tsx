import { useWords } from '../../src/i18n/use-words';
import { adminWords } from './words';

/** Previous / next through a desk list (25 a page), with where the list is. Hidden for one page. */
export function Pager({
  page,
  total,
  pageSize,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const { m, fill } = useWords(adminWords);
  const pages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  if (pages <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={m.pager.label}>
      <button
        type="button"
        className="ftc-button-secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {m.pager.previous}
      </button>
      <span>{fill(m.pager.position, { page, pages, total })}</span>
      <button
        type="button"
        className="ftc-button-secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {m.pager.next}
      </button>
    </nav>
  );
}

/** The `page` of the URL: 1 and up. */
export const pageOf = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
};
