import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { addressLine } from "~contract/jobs";
import { todayInPakistan } from "~contract/pakistan-time";
import { isApiStatus } from "~/shared/api/api-failure.server";
import { PRIVATE_NO_STORE } from "~/shared/http/cache-control";
import { leadMoveView } from "~/features/move/index.server";
import { leadPaymentsCard } from "~/features/payments/index.server";
import { requireStaff } from "~/shared/staff/require-staff.server";
import { addDays } from "./calendar-days";
import { fetchJob } from "./jobs-api.server";
import { jobCard, jobPath } from "./job-views.server";

/** The crew lead's one printed page. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { token } = await requireStaff(request);
  let detail;
  try {
    detail = await fetchJob(params.id ?? "", token);
  } catch (error) {
    if (isApiStatus(error, 404)) throw new Response("Job not found", { status: 404 });
    throw error;
  }
  const { job, addresses } = detail;
  const origin = new URL(request.url).origin;
  const [move, payments] = await Promise.all([
    leadMoveView(job.leadId, token, origin, { name: job.customerName, reference: job.reference, language: job.language }),
    leadPaymentsCard(job.leadId, token),
  ]);
  return {
    job: jobCard(job, addDays(todayInPakistan(), 1)),
    notes: job.notes,
    from: addresses ? addressLine(addresses.from) : null,
    to: addresses ? addressLine(addresses.to) : null,
    rooms: move?.rooms.map((room) => ({ id: room.id, name: room.name, note: room.note, lines: room.lines })) ?? null,
    balance: payments ? (payments.money.due ?? "No accepted estimate") : null,
    jobPath: jobPath(job._id),
  };
}

export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });
