/**
 * Plain data, so the content check and the browser build's chunking read the table Remix does. Ids keep the
 * old file-route names, which data requests and tests use (`_routes=routes/_admin`).
 */
export type AppRoute = {
  id: string;
  /** Relative to its parent; none for a layout without a path segment. */
  path?: string;
  index?: true;
  file: string;
  children?: readonly AppRoute[];
  /** The Urdu twin's id (ADR 026): the same module under /ur. */
  urdu?: string;
};

const STAFF_ROUTES: readonly AppRoute[] = [
  { id: "routes/_admin.blog-list", path: "blog-list", file: "features/blog-editor/blog-list-route.tsx" },
  { id: "routes/_admin.blog-list_.delete.$id", path: "blog-list/delete/:id", file: "features/blog-editor/delete-blog-route.tsx" },
  { id: "routes/_admin.blog-create", path: "blog-create", file: "features/blog-editor/blog-create-route.tsx" },
  { id: "routes/_admin.blog-edit.$id", path: "blog-edit/:id", file: "features/blog-editor/blog-edit-route.tsx" },
  { id: "routes/_admin.blog-edit.$id_.revisions", path: "blog-edit/:id/revisions", file: "features/blog-editor/blog-revisions-route.tsx" },
  { id: "routes/_admin.blog-editor.check", path: "blog-editor/check", file: "features/blog-editor/editor-check-route.ts" },
  { id: "routes/_admin.blog-editor.save", path: "blog-editor/save", file: "features/blog-editor/editor-save-route.ts" },
  { id: "routes/_admin.blog-autosave.$id", path: "blog-autosave/:id", file: "features/blog-editor/autosave-route.ts" },
  { id: "routes/_admin.blog-comments", path: "blog-comments", file: "features/blog-editor/recent-comments-route.tsx" },
  { id: "routes/_admin.blog-comments_.$commentId.delete", path: "blog-comments/:commentId/delete", file: "features/blog-editor/delete-comment-route.tsx" },
  { id: "routes/_admin.leads", path: "leads", file: "features/sales/lead-inbox-route.tsx" },
  { id: "routes/_admin.leads_.$id", path: "leads/:id", file: "features/sales/lead-route.tsx" },
  { id: "features/payments/record-payment-route", path: "leads/:id/payment", file: "features/payments/record-payment-route.tsx" },
  // Staff type a room during a survey; English only.
  { id: "features/move/staff-room-route", path: "leads/:id/move/room/:room", file: "features/move/staff-room-route.tsx" },
  { id: "features/fleet/fleet-route", path: "fleet", file: "features/fleet/fleet-route.tsx" },
  { id: "features/jobs/calendar-route", path: "jobs", file: "features/jobs/calendar-route.tsx" },
  { id: "features/jobs/job-route", path: "jobs/:id", file: "features/jobs/job-route.tsx" },
  { id: "features/jobs/sheet-route", path: "jobs/:id/sheet", file: "features/jobs/sheet-route.tsx" },
  { id: "features/jobs/remind-route", path: "jobs/:id/remind", file: "features/jobs/remind-route.ts" },
  { id: "features/payments/payments-route", path: "payments", file: "features/payments/payments-route.tsx" },
  { id: "features/payments/receipt-route", path: "payments/:id/receipt", file: "features/payments/receipt-route.tsx" },
  { id: "features/dashboard/dashboard-route", path: "dashboard", file: "features/dashboard/dashboard-route.tsx" },
  { id: "features/dashboard/dashboard-csv-route", path: "dashboard/csv/:table", file: "features/dashboard/dashboard-csv-route.ts" },
];

export const APP_ROUTES: readonly AppRoute[] = [
  { id: "routes/_index", index: true, file: "features/content-pages/home-route.tsx", urdu: "ur/_index" },
  { id: "routes/book", path: "book", file: "features/leads/book-route.tsx", urdu: "ur/book" },
  { id: "routes/book_.thanks", path: "book/thanks", file: "features/leads/thanks-route.tsx", urdu: "ur/book.thanks" },
  { id: "routes/contact", path: "contact", file: "features/leads/contact-route.tsx", urdu: "ur/contact" },
  { id: "routes/resources.lead-check", path: "resources/lead-check", file: "features/leads/lead-check-route.ts" },
  { id: "routes/estimate.$token", path: "estimate/:token", file: "features/leads/estimate-route.tsx", urdu: "ur/estimate" },
  { id: "move", path: "move/:token", file: "features/move/move-route.tsx", urdu: "ur/move" },
  { id: "move.room", path: "move/:token/room/:room", file: "features/move/room-route.tsx", urdu: "ur/move.room" },
  { id: "move.addresses", path: "move/:token/addresses", file: "features/move/addresses-route.tsx", urdu: "ur/move.addresses" },
  { id: "move.review", path: "move/:token/review", file: "features/move/review-route.tsx", urdu: "ur/move.review" },
  { id: "move.receipt", path: "move/:token/receipts/:paymentId", file: "features/move/receipt-route.tsx", urdu: "ur/move.receipt" },
  { id: "move.photo", path: "move/:token/photos/:photoId", file: "features/move/photo-route.ts" },
  { id: "leads.move-photo", path: "leads/:id/move-photos/:photoId", file: "features/move/staff-photo-route.ts" },
  { id: "routes/blogs", path: "blogs", file: "features/blog/blogs-route.tsx", urdu: "ur/blogs" },
  { id: "routes/blog.$id.$slug", path: "blog/:id/:slug", file: "features/blog/post-route.tsx", urdu: "ur/blog.$id.$slug" },
  // The short /blog/{id} redirects to the canonical address (ADR 005).
  { id: "routes/blog.$id._index", path: "blog/:id", file: "features/blog/post-short-url-route.tsx", urdu: "ur/blog.$id._index" },
  { id: "routes/rss[.]xml", path: "rss.xml", file: "features/blog/rss-route.ts", urdu: "ur/rss.xml" },
  { id: "routes/uploads.$", path: "uploads/*", file: "features/blog/uploads-route.ts" },
  { id: "routes/search", path: "search", file: "features/search/search-route.tsx", urdu: "ur/search" },
  { id: "routes/sitemap[.]xml", path: "sitemap.xml", file: "features/seo/sitemap-route.ts" },
  { id: "routes/robots[.]txt", path: "robots.txt", file: "features/seo/robots-route.ts" },
  { id: "routes/resources.region", path: "resources/region", file: "features/site-shell/region-route.ts" },
  { id: "routes/healthz", path: "healthz", file: "features/site-shell/healthz-route.ts" },
  { id: "routes/login", path: "login", file: "features/staff-auth/login-route.tsx" },
  { id: "routes/logout", path: "logout", file: "features/staff-auth/logout-route.ts" },
  { id: "routes/leads.export[.]csv", path: "leads/export.csv", file: "features/sales/lead-export-route.ts" },
  { id: "routes/_admin", file: "features/staff-shell/staff-layout-route.tsx", children: STAFF_ROUTES },
  { id: "routes/$", path: "*", file: "features/site-shell/not-found-route.tsx" },
];

/** Route modules of the staff area and its sign-in: the browser build keeps them apart from public pages' names. */
export const STAFF_ROUTE_FILES: ReadonlySet<string> = new Set([
  ...STAFF_ROUTES.map((route) => route.file),
  ...APP_ROUTES.filter((route) => route.id === "routes/_admin" || route.id === "routes/login" || route.id === "routes/logout").map((route) => route.file),
]);

/** Every full path of the table, as `/a/:b/*` patterns (an index route is its parent's path). */
export function appRoutePaths(routes: readonly AppRoute[] = APP_ROUTES, parent = ""): string[] {
  return routes.flatMap((route) => {
    const full = route.path ? `${parent}/${route.path}` : parent;
    const own = route.path !== undefined || route.index ? [full || "/"] : [];
    return [...own, ...appRoutePaths(route.children ?? [], full)];
  });
}
