import { Breadcrumb, type Crumb } from "~/shared/ui/page-banner";

export function AdminPageHeader({ title, crumbs, actions }: { title: string; crumbs: Crumb[]; actions?: React.ReactNode }) {
  return (
    <header className="admin-page-header">
      <div className="container">
        <Breadcrumb crumbs={crumbs} />
        <div className="admin-page-heading">
          <h1 id="page-title">{title}</h1>
          {actions ? <div className="admin-page-actions">{actions}</div> : null}
        </div>
      </div>
    </header>
  );
}
