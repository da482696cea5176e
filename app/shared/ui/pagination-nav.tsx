import { Link } from "@remix-run/react";
import { pageWindow, totalPages } from "./pagination";

/** Plain links (docs/requirements.md, Routes), so they work without JS. */
export function Pagination({
  page,
  total,
  limit,
  hrefFor,
}: {
  page: number;
  total: number;
  limit: number;
  hrefFor: (page: number) => string;
}) {
  const pages = totalPages(total, limit);
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label="Pagination">
      <ul>
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} rel="prev" className="page-link">
              Prev
            </Link>
          ) : (
            <span className="page-link" aria-disabled="true">
              Prev
            </span>
          )}
        </li>
        {pageWindow(page, pages).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="page-gap">
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                to={hrefFor(number)}
                className="page-link"
                aria-current={number === page ? "page" : undefined}
                aria-label={`Page ${number}`}
              >
                {number}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link to={hrefFor(page + 1)} rel="next" className="page-link">
              NEXT
            </Link>
          ) : (
            <span className="page-link" aria-disabled="true">
              NEXT
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
