import { Link } from "@remix-run/react";

export type Crumb = { name: string; path?: string };

/**
 * Banner with the page title and the breadcrumb every inner page has
 * (spec §2: a HOME link to /).
 */
export function PageBanner({ title, crumbs, children }: { title: string; crumbs: Crumb[]; children?: React.ReactNode }) {
  return (
    <section className="page-banner" aria-labelledby="page-title">
      <div className="container">
        <h1 id="page-title" className="page-banner-title">
          {title}
        </h1>
        {children}
        <Breadcrumb crumbs={crumbs} />
      </div>
    </section>
  );
}

export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        <li>
          <Link to="/">HOME</Link>
        </li>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${crumb.name}-${index}`}>
              {last || !crumb.path ? (
                <span aria-current={last ? "page" : undefined}>{crumb.name}</span>
              ) : (
                <Link to={crumb.path}>{crumb.name}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
