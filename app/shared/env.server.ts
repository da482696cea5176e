/**
 * The web app's door to the web process's configuration: one schema, shared
 * with the web server, in shared/web-config.server.ts.
 */
export { DEFAULT_API_TIMEOUT_MS, webConfig as env, rereadWebConfigForTests as rereadEnvForTests } from "../../shared/web-config.server";
