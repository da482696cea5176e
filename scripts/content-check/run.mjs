// `npm run check:content`. Runs the check (cli.ts) as one plain JavaScript
// file instead of through tsx: the TypeScript loader costs about half a
// second of CPU per run, a third of the check's budget of two seconds
// (ADR 023). The bundle is rebuilt whenever one of its sources changed, with
// esbuild (which comes with @remix-run/dev); packages stay outside it.
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import process from "node:process";
import { pathToFileURL } from "node:url";

globalThis.contentCheckStartedAt = performance.now();
const root = path.resolve(import.meta.dirname, "../..");
const bundle = path.join(root, ".cache/content-check/cli.mjs");
const inputsFile = `${bundle}.inputs.json`;

/** True when the bundle was built from the sources as they are now. */
function isFresh() {
  try {
    const inputs = JSON.parse(readFileSync(inputsFile, "utf8"));
    statSync(bundle);
    return Object.entries(inputs).every(([file, stamp]) => {
      const stat = statSync(path.join(root, file));
      return `${stat.mtimeMs}:${stat.size}` === stamp;
    });
  } catch {
    return false;
  }
}

if (!isFresh()) {
  const { buildSync } = await import("esbuild");
  mkdirSync(path.dirname(bundle), { recursive: true });
  // Written aside and renamed: two checks started at once never read half a file.
  const temporary = `${bundle}.${process.pid}.tmp`;
  const result = buildSync({
    absWorkingDir: root,
    entryPoints: ["scripts/content-check/cli.ts"],
    outfile: temporary,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    metafile: true,
    logLevel: "error",
  });
  // This file too: a change to how the bundle is built rebuilds it.
  const inputs = Object.fromEntries(
    [...Object.keys(result.metafile.inputs), "scripts/content-check/run.mjs"].map((file) => {
      const stat = statSync(path.join(root, file));
      return [file, `${stat.mtimeMs}:${stat.size}`];
    }),
  );
  renameSync(temporary, bundle);
  writeFileSync(`${inputsFile}.${process.pid}.tmp`, JSON.stringify(inputs));
  renameSync(`${inputsFile}.${process.pid}.tmp`, inputsFile);
}

await import(pathToFileURL(bundle).href);
