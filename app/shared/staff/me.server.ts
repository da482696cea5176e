import { meAnswerSchema, type User } from "~contract/auth";
import { apiRequest } from "~/shared/api/client.server";

/** Who a session token belongs to, asked of the API (the staff guard asks once per request). */
export async function fetchMe(token: string): Promise<User> {
  const { data } = await apiRequest("/api/me", { token, schema: meAnswerSchema });
  return data.user;
}
