/** One schema, shared with the web server. */
export { DEFAULT_API_TIMEOUT_MS, webConfig as env, rereadWebConfigForTests as rereadEnvForTests } from "../../shared/web-config.server";
