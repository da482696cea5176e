import { nginxUnavailable } from "../deploy/nginx/standalone";
import { somePostPath, startCluster, steadyLoad, warmWebInstances, whyNoCluster } from "../tests/support/site/cluster";
import { judge, type Section } from "./report";

/** Every request counts: no client retries. Set up like the scale-out test (tests/support/site/cluster.ts). */
export const MEASURE = "Rolling restart";
export const SUBJECT = "2 API + 2 web behind nginx, one at a time, under load";
export const BUDGET = "0 failed requests";

export async function measureRollingRestart(databaseUrl: string, log: (line: string) => void): Promise<Section> {
  const unavailable = nginxUnavailable() ?? (await whyNoCluster(databaseUrl));
  if (unavailable) return { rows: [{ measure: MEASURE, subject: SUBJECT, result: `not measured: ${unavailable}`, budget: BUDGET, status: "SKIP" }], findings: [] };
  const cluster = await startCluster({ databaseUrl });
  try {
    const post = await somePostPath(cluster);
    const pages = ["/", "/blogs", post.path, "/about", "/house-moving-company"];
    await warmWebInstances(cluster, pages);
    const order = [...cluster.apis, ...cluster.webs];
    const restarts = (async () => {
      await new Promise((r) => setTimeout(r, 3_000));
      for (const target of order) {
        const t0 = Date.now();
        await cluster.restartGracefully(target, pages);
        log(`rolling restart: ${target.kind} :${target.port} drained, restarted and back in ${Date.now() - t0} ms`);
      }
      await new Promise((r) => setTimeout(r, 3_000));
    })();
    const report = await steadyLoad(cluster, pages, restarts);
    await restarts;
    return {
      rows: [{ measure: MEASURE, subject: SUBJECT, result: `${report.failed} failed of ${report.requests}, p99 ${report.p99Ms} ms`, budget: BUDGET, status: judge(report.failed === 0) }],
      findings: report.failed
        ? [
            { title: `${MEASURE}: failed requests`, lines: report.failures.slice(0, 50) },
            ...[...cluster.webs, ...cluster.apis].map((i) => ({ title: `${MEASURE}: last lines of ${i.kind} :${i.port}`, lines: i.output().trim().split("\n").slice(-15) })),
          ]
        : [],
      notes: [`${MEASURE}: p99 is reported, not judged (the 300 ms load budget is for one machine without restarts); every request of ${report.requests} counted, no client retries.`],
    };
  } finally {
    await cluster.stop();
  }
}
