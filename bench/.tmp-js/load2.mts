import path from "node:path";
import autocannon from "autocannon";
import { startSite, snapshotBuild, postUrls } from "/work/main/bench/site";
import { BROWSER_HEADERS } from "/work/main/bench/throughput";
const site = await startSite("/work/main", { port: 3254, apiPort: 4254, tmpDir: path.join("/work/main", "bench/.tmp-js5"), buildSnapshot: snapshotBuild("/work/main") } as never);
try {
  const posts = await postUrls(site, 2);
  for (const p of ["/favicon.ico", "/", "/blogs", "/contact", new URL(posts[0], site.webUrl).pathname]) {
    const result = await autocannon({ url: site.webUrl + p, connections: 10, duration: 4, timeout: 10, headers: BROWSER_HEADERS });
    console.log(p.slice(0, 30), `${result.requests.average} req/s p50 ${result.latency.p50} p99 ${result.latency.p99}`);
  }
} finally { await site.stop(); }
