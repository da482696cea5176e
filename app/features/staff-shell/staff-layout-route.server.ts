import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { fetchLeadCounts } from "~/features/leads/leads.server";
import { requireStaff } from "~/features/staff-auth/require-staff.server";
import { PRIVATE_NO_STORE } from "~/shared/http/cache-control";

/**
 * Layout of the staff pages (/blog-list, /blog-create, /blog-edit/:id,
 * /leads): checks the session on every request and offers the admin
 * navigation and logout on every page.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user, token } = await requireStaff(request);
  // The nav shows how many new leads nobody owns yet; a failure only hides the count.
  const newLeads = await fetchLeadCounts(token).then(
    (counts) => counts.unowned,
    () => null,
  );
  return { user: { name: user.name }, newLeads };
}

export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });
