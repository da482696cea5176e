import path from "node:path";
import { startSite, snapshotBuild, postUrls } from "/work/main/bench/site";
import { BROWSER_HEADERS } from "/work/main/bench/throughput";
process.env.PUBLIC_CACHE_MS = "0";
const site = await startSite("/work/main", { port: 3256, apiPort: 4256, tmpDir: path.join("/work/main", "bench/.tmp-js7"), buildSnapshot: snapshotBuild("/work/main") } as never);
try {
  const posts = await postUrls(site, 1);
  for (const p of ["/", "/house-moving-company", "/blogs", "/contact", "/book", new URL(posts[0]!, site.webUrl).pathname]) {
    const times: number[] = [];
    for (let i = 0; i < 25; i++) { const t = performance.now(); const r = await fetch(site.webUrl + p, { headers: BROWSER_HEADERS }); await r.arrayBuffer(); times.push(performance.now() - t); }
    times.sort((a, b) => a - b);
    console.log(p.slice(0, 30).padEnd(30), "median", times[12]!.toFixed(1), "min", times[0]!.toFixed(1));
  }
} finally { await site.stop(); }
