import { readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { PERSONAL_COOKIES } from "../../server/page-cache";
import { SITE_WIDE_FINGERPRINT, SITE_WIDE_HEADERS } from "../../server/security-headers";

/**
 * Renders deploy/nginx/manzil.conf.template: the one proxy configuration an
 * operator installs and the scale-out test and bench run, so what is tested
 * is what is deployed (README "Scaling out", ADR 020).
 *
 *   npx tsx deploy/nginx/render.ts --listen 80 \
 *     --web 10.0.0.11:3000 --web 10.0.0.12:3000 \
 *     --api 10.0.0.21:4000 --api 10.0.0.22:4000 \
 *     --api-listen 10.0.0.5:4080 --api-client 10.0.0.0/24 \
 *     > /etc/nginx/conf.d/manzil.conf && nginx -t && nginx -s reload
 */
const TEMPLATE_PATH = path.join(path.dirname(fileURLToPath(import.meta.url)), "manzil.conf.template");

export interface ProxyRecipe {
  /** Public listen: a port (`80`) or `address:port`. */
  listen: string;
  /** Web instances, `host:port` each. */
  web: readonly string[];
  /** API instances, `host:port` each. */
  api: readonly string[];
  /** Internal listener the web instances use as API_URL: a port or `address:port` (a private address). */
  apiListen: string;
  /** Who may reach the internal API listener: the web instances' addresses or CIDR ranges. */
  apiClients: readonly string[];
  /** Default `_` (any). */
  serverName?: string;
  /** Instances (as listed in `web`/`api`) to send nothing new to: a rolling restart drains one at a time. */
  down?: readonly string[];
  /** Default 2 failures within `failTimeoutS` mark an instance down for `failTimeoutS`. */
  maxFails?: number;
  failTimeoutS?: number;
  /** Default /var/log/nginx/manzil-access.log; `off` for none. */
  accessLog?: string;
  /** The front cache's folder (default /var/cache/nginx/manzil), its size cap (default 1g) and how long a page is kept (default 1 s; README "Front cache"). */
  cacheDir?: string;
  cacheMaxSize?: string;
  pageCacheSeconds?: number;
}

const HOST_PORT = /^(?:\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+):\d{1,5}$/;
const LISTEN = /^(?:(?:\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+):)?\d{1,5}$/;
// Nothing that could end a directive or open a block makes it into the file.
const SAFE_PATH = /^[A-Za-z0-9_./-]+$/;

function check(ok: boolean, message: string): void {
  if (!ok) throw new Error(`nginx recipe: ${message}`);
}

function checkAddressList(name: string, list: readonly string[]): void {
  check(list.length > 0, `at least one ${name} instance is needed`);
  for (const entry of list) check(HOST_PORT.test(entry), `${name} instance "${entry}" is not host:port`);
  check(new Set(list).size === list.length, `a ${name} instance is listed twice`);
}

function checkClient(entry: string): void {
  const [address, bits, extra] = entry.split("/");
  const family = net.isIP(address ?? "");
  const bitsOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
  check(family !== 0 && bitsOk && extra === undefined, `API client "${entry}" is not an address or CIDR range`);
}

function servers(list: readonly string[], recipe: ProxyRecipe): string {
  const maxFails = recipe.maxFails ?? 2;
  const failTimeout = recipe.failTimeoutS ?? 10;
  const down = new Set(recipe.down ?? []);
  return list.map((address) => `    server ${address} max_fails=${maxFails} fail_timeout=${failTimeout}s${down.has(address) ? " down" : ""};`).join("\n");
}

/**
 * The site-wide security headers as this proxy says them: each one hidden
 * from the instances' answers and added once, on every answer (`always`:
 * errors and nginx's own 502 page too).
 */
function edgeHeaders(): string {
  return SITE_WIDE_HEADERS.map(([name, value]) => {
    // A value nginx would read as a variable, or that could end the string or the directive, never reaches the file.
    check(/^[A-Za-z0-9-]+$/.test(name) && /^[\x20-\x7e]+$/.test(value) && !/["\\$;{}]/.test(value), `header ${name}: ${value} cannot be written in nginx's configuration`);
    return `        proxy_hide_header ${name};\n        add_header ${name} "${value}" always;`;
  }).join("\n");
}

/** The recipe's values for each {{placeholder}} of the template. */
function templateValues(recipe: ProxyRecipe): Record<string, string> {
  checkAddressList("web", recipe.web);
  checkAddressList("API", recipe.api);
  check(LISTEN.test(recipe.listen), `listen "${recipe.listen}" is not a port or address:port`);
  check(LISTEN.test(recipe.apiListen), `API listen "${recipe.apiListen}" is not a port or address:port`);
  check(recipe.apiClients.length > 0, "name the web instances' addresses that may reach the API listener");
  recipe.apiClients.forEach(checkClient);
  for (const address of recipe.down ?? []) check([...recipe.web, ...recipe.api].includes(address), `"${address}" marked down is not an instance`);
  check(recipe.web.some((a) => !recipe.down?.includes(a)) && recipe.api.some((a) => !recipe.down?.includes(a)), "at least one web and one API instance must stay up");
  const serverName = recipe.serverName ?? "_";
  check(/^[A-Za-z0-9_.*-]+(?: [A-Za-z0-9_.*-]+)*$/.test(serverName), `server name "${serverName}" is not a list of host names`);
  const accessLog = recipe.accessLog ?? "/var/log/nginx/manzil-access.log";
  check(accessLog === "off" || SAFE_PATH.test(accessLog), `access log path "${accessLog}" has characters nginx would misread`);
  const cacheDir = recipe.cacheDir ?? "/var/cache/nginx/manzil";
  check(SAFE_PATH.test(cacheDir), `cache folder "${cacheDir}" has characters nginx would misread`);
  const cacheMaxSize = recipe.cacheMaxSize ?? "1g";
  check(/^\d+[kmg]?$/.test(cacheMaxSize), `cache size "${cacheMaxSize}" is not a size nginx reads (e.g. 512m, 1g)`);
  const pageCacheSeconds = recipe.pageCacheSeconds ?? 1;
  check(Number.isInteger(pageCacheSeconds) && pageCacheSeconds >= 1 && pageCacheSeconds <= 300, "pages are kept 1 to 300 whole seconds");
  return {
    cache_dir: cacheDir,
    cache_max_size: cacheMaxSize,
    page_cache_seconds: String(pageCacheSeconds),
    personal_cookies: PERSONAL_COOKIES.join("|"),
    listen: recipe.listen,
    server_name: serverName,
    web_servers: servers(recipe.web, recipe),
    api_servers: servers(recipe.api, recipe),
    api_listen: recipe.apiListen,
    api_allow: recipe.apiClients.map((client) => `    allow ${client};`).join("\n"),
    access_log: accessLog === "off" ? "off" : `${accessLog} manzil_json`,
    edge_fingerprint: SITE_WIDE_FINGERPRINT,
    edge_headers: edgeHeaders(),
  };
}

/** Fills the template; a placeholder without a value is an error, never left in the file. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`nginx recipe: the template's {{${name}}} has no value`);
    return value;
  });
}

/** The `http`-context configuration for this recipe (what goes in /etc/nginx/conf.d/). */
export function renderProxyConfig(recipe: ProxyRecipe, template = readFileSync(TEMPLATE_PATH, "utf8")): string {
  return fillTemplate(template, templateValues(recipe));
}

/**
 * A whole nginx.conf around the recipe, for an nginx run by an unprivileged
 * user with every file under `dir` (`nginx -p <dir> -c nginx.conf`): the
 * scale-out test and the bench run the operators' configuration this way.
 */
export function renderStandaloneConfig(recipe: ProxyRecipe, dir: string, options: { workers?: number } = {}): string {
  check(SAFE_PATH.test(dir), `folder "${dir}" has characters nginx would misread`);
  const site = renderProxyConfig({ accessLog: `${dir}/access.log`, cacheDir: `${dir}/cache`, ...recipe });
  return [
    `worker_processes ${options.workers ?? 1};`,
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    "events { worker_connections 1024; }",
    "http {",
    // What Debian's /etc/nginx/nginx.conf sets around conf.d/, and the bench's static baseline
    // too (bench/nginx-static.ts): file bodies by sendfile, headers and body in one packet,
    // long keep-alive connections. Without them the proxy was measured with one hand tied.
    "    sendfile on; tcp_nopush on; keepalive_requests 100000;",
    `    client_body_temp_path ${dir}/client_body;`,
    `    proxy_temp_path ${dir}/proxy;`,
    `    fastcgi_temp_path ${dir}/fastcgi;`,
    `    uwsgi_temp_path ${dir}/uwsgi;`,
    `    scgi_temp_path ${dir}/scgi;`,
    site,
    "}",
    "",
  ].join("\n");
}

function main(): void {
  const { values } = parseArgs({
    options: {
      listen: { type: "string", default: "80" },
      web: { type: "string", multiple: true, default: [] },
      api: { type: "string", multiple: true, default: [] },
      "api-listen": { type: "string", default: "127.0.0.1:4080" },
      "api-client": { type: "string", multiple: true, default: [] },
      "server-name": { type: "string" },
      down: { type: "string", multiple: true, default: [] },
      "access-log": { type: "string" },
      "cache-dir": { type: "string" },
      "cache-max-size": { type: "string" },
      "page-cache-seconds": { type: "string" },
    },
  });
  process.stdout.write(
    renderProxyConfig({
      listen: values.listen,
      web: values.web,
      api: values.api,
      apiListen: values["api-listen"],
      apiClients: values["api-client"],
      serverName: values["server-name"],
      down: values.down,
      accessLog: values["access-log"],
      cacheDir: values["cache-dir"],
      cacheMaxSize: values["cache-max-size"],
      pageCacheSeconds: values["page-cache-seconds"] === undefined ? undefined : Number(values["page-cache-seconds"]),
    }),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }
}
