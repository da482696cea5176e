import { dashboardSchema, type Dashboard, type DashboardQuery } from "~contract/dashboard";
import { apiRequest, type StaffToken } from "~/shared/api/client.server";
import { dashboardSearch } from "./dashboard";

export async function fetchDashboard(query: DashboardQuery, token: StaffToken): Promise<Dashboard> {
  const { data } = await apiRequest(`/api/dashboard?${dashboardSearch(query)}`, { token, schema: dashboardSchema });
  return data;
}
