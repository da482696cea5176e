import path from "node:path";
import { startSite, snapshotBuild, postUrls } from "/work/main/bench/site";
import { BROWSER_HEADERS } from "/work/main/bench/throughput";
const site = await startSite("/work/main", { port: 3255, apiPort: 4255, tmpDir: path.join("/work/main", "bench/.tmp-js6"), buildSnapshot: snapshotBuild("/work/main") } as never);
try {
  const posts = await postUrls(site, 14);
  const paths = ["/", "/house-moving-company", "/blogs", "/blogs?page=2", "/blogs?title=moving", "/contact", "/book", "/moving-company-lahore", "/about", ...posts.map((u) => new URL(u, site.webUrl).pathname)];
  const stats = new Map<string, { n: number; ms: number; max: number; states: Record<string, number> }>();
  let i = 0; const end = Date.now() + 12_000;
  await Promise.all(Array.from({ length: 50 }, async () => {
    while (Date.now() < end) {
      const p = paths[i++ % paths.length]!; const t = performance.now();
      const r = await fetch(site.webUrl + p, { headers: BROWSER_HEADERS }); await r.arrayBuffer();
      const ms = performance.now() - t; const s = stats.get(p) ?? { n: 0, ms: 0, max: 0, states: {} };
      s.n++; s.ms += ms; s.max = Math.max(s.max, ms); const st = r.headers.get("x-cache") ?? "none"; s.states[st] = (s.states[st] ?? 0) + 1; stats.set(p, s);
    }
  }));
  for (const [p, s] of stats) console.log(p.slice(0, 40).padEnd(40), s.n, (s.ms / s.n).toFixed(0), s.max.toFixed(0), JSON.stringify(s.states));
} finally { await site.stop(); }
