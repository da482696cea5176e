import path from "node:path";
import { startSite, snapshotBuild } from "/work/main/bench/site";
import { measureJsTransfer } from "/work/main/bench/js-transfer";
const site = await startSite("/work/main", { port: 3252, apiPort: 4252, tmpDir: path.join("/work/main", "bench/.tmp-js3"), buildSnapshot: snapshotBuild("/work/main") } as never);
try {
  const pages = (process.env.PAGES || "/,/house-moving-company,/contact,/book,/blogs").split(",").map((p) => ({ label: p, url: `http://127.0.0.1:3252${p}` }));
  const { rows, findings } = await measureJsTransfer(pages);
  for (const r of rows) console.log(r.subject, r.result, r.status);
  if (process.env.VERBOSE) for (const f of findings) console.log(f.title + "\n  " + f.lines.join("\n  "));
} finally { await site.stop(); }
