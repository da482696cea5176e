import { Link } from "@remix-run/react";
import { useLocalPath } from "~/i18n/use-lang";
import { useMessages } from "~/i18n/use-messages";

export type Crumb = { name: string; path?: string };

/** docs/requirements.md (Routes). */
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
  const t = useMessages();
  const local = useLocalPath();
  return (
    <nav aria-label={t("breadcrumb.label")} className="breadcrumb">
      <ol>
        <li>
          <Link to={local("/")}>{t("breadcrumb.home")}</Link>
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
