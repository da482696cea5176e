import { loginAnswerSchema, type LoginAnswer } from "~contract/auth";
import { acknowledgementSchema } from "~contract/common";
import { apiRequest } from "~/shared/api/client.server";

/** docs/requirements.md, API calls. */
export async function login(email: string, password: string, clientIp?: string, deviceToken?: string): Promise<LoginAnswer> {
  const json = deviceToken ? { email, password, deviceToken } : { email, password };
  const { data } = await apiRequest("/api/login", { method: "POST", json, clientIp, schema: loginAnswerSchema });
  return data;
}

export async function logout(token: string): Promise<void> {
  await apiRequest("/api/logout", { method: "POST", token, schema: acknowledgementSchema });
}
