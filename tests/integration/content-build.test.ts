import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * Frontmatter drives the page, and a bad frontmatter fails the real build.
 * Works on a copy of the project so the checkout is untouched.
 */
const root = path.resolve(import.meta.dirname, "../..");
const SKIP = new Set(["node_modules", "build", "data", ".cache", "test-results", "playwright-report", ".git", "bench"]);
let copy: string;

/** Asynchronous: a build takes minutes, and a blocked test worker misses Vitest's own messages. */
function npmBuild(): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "build"], { cwd: copy, env: { ...process.env, FORCE_COLOR: "0" } });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, output }));
  });
}

beforeAll(() => {
  copy = mkdtempSync(path.join(os.tmpdir(), "manzil-build-"));
  cpSync(root, copy, { recursive: true, filter: (src) => !SKIP.has(path.basename(src)) || path.dirname(src) !== root });
  symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"), "dir");
});

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe("content build", () => {
  it("fails `npm run build` naming the file and the field when frontmatter is wrong", async () => {
    const good = readFileSync(path.join(copy, "content/pages/furniture-move.mdx"), "utf8");
    const broken =
      good.replace(/^description:.*$/m, "").replace(/^faqServiceId:.*$/m, "faqServiceId: 9") + "\nSee [our removals page](/removals).\n";
    const file = path.join(copy, "content/pages/broken-page.mdx");
    writeFileSync(file, broken);
    try {
      const { status, output } = await npmBuild();
      expect(status).not.toBe(0);
      expect(output).toContain("content/pages/broken-page.mdx");
      expect(output).toMatch(/description: .*(expected string|Required)/i);
      expect(output).toMatch(/faqServiceId: .*(<=|7)/);
      // The build runs the content check: a link to no page stops it, in the check's own words.
      expect(output).toMatch(/::error file=content\/pages\/broken-page\.mdx,line=\d+,col=5::link to "\/removals" goes nowhere/);
    } finally {
      unlinkSync(file);
    }
  }, 180_000);

  it("a changed frontmatter title becomes the page's <title> and og:title after a rebuild", async () => {
    const file = path.join(copy, "content/pages/house-moving-company.mdx");
    const source = readFileSync(file, "utf8");
    writeFileSync(file, source.replace(/^title:.*$/m, 'title: "Test Shifting Title for Homes | Call {phone}"'));
    const { status, output } = await npmBuild();
    expect(status, output).toBe(0);

    // Render the page with the copy's server build, in plain Node (outside Vitest's module loader).
    const script = `
      const build = await import(${JSON.stringify(pathToFileURL(path.join(copy, "build/server/index.js")).href)});
      const { createRequestHandler } = await import("@remix-run/node");
      const response = await createRequestHandler(build, "production")(new Request("http://localhost/house-moving-company"));
      process.stdout.write(response.status + "\\n" + (await response.text()));`;
    const rendered = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
      cwd: copy,
      encoding: "utf8",
      env: { ...process.env, NODE_ENV: "production", SESSION_SECRET: "content-build-test-secret-0123456789" },
    });
    const [statusLine, ...rest] = rendered.stdout.split("\n");
    expect(statusLine, rendered.stderr).toBe("200");
    const html = rest.join("\n");
    expect(html).toContain("<title>Test Shifting Title for Homes | Call 0300-0000001</title>");
    expect(html).toContain('<meta property="og:title" content="Test Shifting Title for Homes | Call 0300-0000001"/>');

    // Headings carry the ids the content check accepts in #anchor links.
    const { findContentFiles } = await import("../../scripts/content-check/content-files");
    const { parseContentFile } = await import("../../scripts/content-check/parse-content");
    const { loadMdxReader } = await import("../../scripts/content-check/mdx-facts");
    const house = findContentFiles(copy).find((f) => f.rel === "content/pages/house-moving-company.mdx")!;
    const ids = parseContentFile(house, { mdx: await loadMdxReader() }).headings.map((h) => h.id);
    expect(ids).toContain("what-is-included");
    for (const id of ids) expect(html).toMatch(new RegExp(`<h[1-6] id="${id}"`));
  }, 300_000);
});
