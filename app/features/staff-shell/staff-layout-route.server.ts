import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { fetchLeadCounts, fetchWaitingLeads } from "~/features/leads/index.server";
import { requireStaff } from "~/features/staff-auth/index.server";
import { PRIVATE_NO_STORE } from "~/shared/http/cache-control";

/**
 * Layout of the staff pages (/blog-list, /blog-create, /blog-edit/:id,
 * /leads, /dashboard): checks the session on every request and offers the admin
 * navigation and logout on every page.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user, token } = await requireStaff(request);
  // The nav shows how many new leads nobody owns yet and how many wait for a first answer; a failure only hides a count.
  const [newLeads, waiting] = await Promise.all([
    fetchLeadCounts(token).then(
      (counts) => counts.unowned,
      () => null,
    ),
    fetchWaitingLeads(token).then(
      (list) => ({ count: list.count, more: list.more }),
      () => null,
    ),
  ]);
  return { user: { name: user.name }, newLeads, waiting };
}

export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });
