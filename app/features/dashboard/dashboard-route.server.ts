import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { fetchStaffList } from "~/shared/staff/staff-list.server";
import { requireStaff } from "~/shared/staff/require-staff.server";
import { PRIVATE_NO_STORE } from "~/shared/http/cache-control";
import { dashboardSearch, dashboardTables, parseDashboardFilters, tableCsv, TABLE_IDS } from "./dashboard";
import { fetchDashboard } from "./dashboard.server";
import { logApiFailure, isApiUnavailable, apiUnavailableResponse } from "~/shared/api/api-failure.server";

const DASHBOARD_FAILED_MESSAGE = "Failed to load the dashboard.";

export async function loader({ request }: LoaderFunctionArgs) {
  const { token } = await requireStaff(request);
  const { query, problems } = parseDashboardFilters(new URL(request.url).searchParams);
  try {
    const [dashboard, staff] = await Promise.all([fetchDashboard(query, token), fetchStaffList(token).catch(() => [])]);
    return { ok: true as const, query, problems, search: dashboardSearch(query), dashboard, tables: dashboardTables(dashboard), staff };
  } catch (error) {
    logApiFailure("Dashboard", error);
    return { ok: false as const, query, problems, message: DASHBOARD_FAILED_MESSAGE };
  }
}

export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });

/** The same view as the page shows it, for Excel. */
export async function csvLoader({ request, params }: LoaderFunctionArgs) {
  const { token } = await requireStaff(request);
  const text = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };
  const id = TABLE_IDS.find((table) => table === params.table);
  if (!id) return new Response("There is no such table on the dashboard.\n", { status: 404, headers: text });
  const { query } = parseDashboardFilters(new URL(request.url).searchParams);
  try {
    const table = dashboardTables(await fetchDashboard(query, token))[id];
    return new Response(tableCsv(table), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="dashboard-${id}-${query.from}-to-${query.to}.csv"`,
        "Cache-Control": PRIVATE_NO_STORE,
      },
    });
  } catch (error) {
    if (isApiUnavailable(error)) return apiUnavailableResponse();
    logApiFailure("Dashboard export", error);
    return new Response("The export failed. Please try again.\n", { status: 502, headers: text });
  }
}
