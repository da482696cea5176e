import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { fetchLeadCounts, fetchWaitingLeads } from "~/features/leads/index.server";
import { requireStaff } from "~/shared/staff/require-staff.server";
import { PRIVATE_NO_STORE } from "~/shared/http/cache-control";

/** Checks the session on every request. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user, token } = await requireStaff(request);
  // A failure only hides a count.
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
