import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { fixtureTree, OFFICES_BODY, page, pageFields } from "./fixture-tree";

/**
 * `npm run check:content` as an editor and CI meet it: lines CI turns into
 * notes on the pull request, a non-zero exit on errors only, and an answer
 * in under two seconds on the real content.
 */
const repoRoot = path.resolve(import.meta.dirname, "../..");
const runner = path.join(import.meta.dirname, "run.mjs");

function run(root: string) {
  const started = performance.now();
  // What `npm run check:content` runs, minus npm's own start-up.
  const result = spawnSync(process.execPath, [runner, root], { cwd: repoRoot, encoding: "utf8" });
  return { status: result.status, lines: result.stdout.trim().split("\n"), stderr: result.stderr, ms: performance.now() - started };
}

let cleanup = () => {};
afterEach(() => cleanup());

describe("npm run check:content", () => {
  it("prints one ::error line per problem with file, line and column, and exits 1", () => {
    const tree = fixtureTree({
      "content/pages/offices.mdx": page(pageFields("offices", { kind: "page", canonical: "/office" }), `${OFFICES_BODY}\n[Lahore](/house#lahore)\n`),
    });
    cleanup = tree.cleanup;
    const { status, lines } = run(tree.root);
    expect(status).toBe(1);
    expect(lines).toEqual([
      expect.stringMatching(/^::error file=content\/pages\/offices\.mdx,line=10,col=12::canonical "\/office" does not match the file's address: write canonical: "\/offices"/),
      expect.stringMatching(/^::error file=content\/pages\/offices\.mdx,line=\d+,col=1::link "\/house#lahore": \/house has no heading with the id "lahore"\./),
      expect.stringMatching(/^content check: 7 files, 2 errors, 0 warnings \(\d+\.\d\d s, \d+\.\d\d s CPU\)\. Each line names the file, line and column/),
    ]);
  });

  it("warnings alone do not fail", () => {
    const tree = fixtureTree({ "content/pages/offices.mdx": page(pageFields("offices", { kind: "page", description: "Offices in Lahore, Karachi and Islamabad, open six days a week for surveys, quotes and questions." }), OFFICES_BODY) });
    cleanup = tree.cleanup;
    writeFileSync(path.join(tree.root, "content/pages/extra.txt"), "not content");
    const { status, lines } = run(tree.root);
    expect(status).toBe(0);
    expect(lines[0]).toMatch(/^::warning file=content\/pages\/offices\.mdx,line=5,col=14::description is 97 characters; search results show 120–160 best/);
    expect(lines[1]).toMatch(/^content check: 7 files, 0 errors, 1 warning /);
  });

  it("remembers each page's parse by its text: a link broken after a clean run is found on the next", () => {
    const tree = fixtureTree({});
    cleanup = tree.cleanup;
    expect(run(tree.root).status).toBe(0);
    writeFileSync(path.join(tree.root, "content/pages/offices.mdx"), page(pageFields("offices", { kind: "page" }), `${OFFICES_BODY}\n[Lahore](/house#lahore)\n`));
    const { status, lines } = run(tree.root);
    expect(status).toBe(1);
    expect(lines[0]).toMatch(/^::error file=content\/pages\/offices\.mdx,line=\d+,col=1::link "\/house#lahore"/);
  });

  it("passes the real content in under two seconds", () => {
    // The first run may bundle the check (a fresh clone, or its code changed); the answer an editor waits for is the next.
    run(repoRoot);
    const { status, lines, stderr, ms } = run(repoRoot);
    expect(stderr).toBe("");
    expect(lines.filter((line) => line.startsWith("::error"))).toEqual([]);
    expect(status).toBe(0);
    const cpuSeconds = Number(/, (\d+\.\d+) s CPU\)/.exec(lines.at(-1)!)?.[1]);
    expect(cpuSeconds).toBeLessThan(2);
    // Wall time means something only with a core to spare: on a machine running more than
    // it has cores (parallel test files, builds), the CPU time above is the measure.
    if (os.loadavg()[0] < os.cpus().length) expect(ms).toBeLessThan(2000);
  });
});
