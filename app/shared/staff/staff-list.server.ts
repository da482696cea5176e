import { usersAnswerSchema } from "~contract/auth";
import { apiRequest, type StaffToken } from "~/shared/api/client.server";

/** Every staff member by id and name: owners on the lead pages, authors in the blog list, the dashboard's owner filter. */
export async function fetchStaffList(token: StaffToken): Promise<Array<{ _id: string; name: string }>> {
  const { data } = await apiRequest("/api/users", { token, schema: usersAnswerSchema });
  return data.Users;
}
