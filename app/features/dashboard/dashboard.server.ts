import { dashboardSchema, type Dashboard, type DashboardQuery } from "~contract/dashboard";
import { apiRequest } from "~/shared/api/client.server";
import { dashboardSearch } from "./dashboard";

export async function fetchDashboard(query: DashboardQuery, token: string): Promise<Dashboard> {
  const { data } = await apiRequest(`/api/dashboard?${dashboardSearch(query)}`, { token, schema: dashboardSchema });
  return data;
}
