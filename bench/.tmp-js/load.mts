import path from "node:path";
import autocannon from "autocannon";
import { startSite, snapshotBuild, postUrls } from "/work/main/bench/site";
import { BROWSER_HEADERS } from "/work/main/bench/throughput";
const site = await startSite("/work/main", { port: 3253, apiPort: 4253, tmpDir: path.join("/work/main", "bench/.tmp-js4"), buildSnapshot: snapshotBuild("/work/main") } as never);
try {
  const posts = await postUrls(site, 14);
  const paths = ["/", "/house-moving-company", "/blogs", "/blogs?page=2", "/blogs?title=moving", "/contact", "/book", "/moving-company-lahore", "/about", ...posts.map((u) => new URL(u, site.webUrl).pathname)];
  for (const p of paths.slice(0, 10)) { const r = await fetch(site.webUrl + p, { headers: BROWSER_HEADERS }); await r.arrayBuffer(); const r2 = await fetch(site.webUrl + p, { headers: BROWSER_HEADERS }); await r2.arrayBuffer(); console.log(p, r2.status, r2.headers.get("x-cache"), r2.headers.get("cache-control")); }
  const result = await autocannon({ url: site.webUrl, connections: 50, duration: Number(process.env.SECS || 15), timeout: 10, headers: BROWSER_HEADERS, requests: paths.map((p) => ({ method: "GET", path: p })) });
  console.log(`${result.requests.average} req/s p50 ${result.latency.p50} p99 ${result.latency.p99} non2xx ${result.non2xx} errors ${result.errors}`);
} finally { await site.stop(); }
