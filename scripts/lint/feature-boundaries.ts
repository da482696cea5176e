import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** README, "Web app: one folder per feature". Tests are exempt: they may mock their neighbours' modules. */

export type Problem = { file: string; line: number; message: string };

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)["']([^"']+)["']/gm;
const PUBLIC = new Set(["index", "index.server"]);

export function checkBoundaries(files: ReadonlyMap<string, string>): Problem[] {
  const problems: Problem[] = [];
  const edges = new Map<string, Map<string, { file: string; line: number }>>();

  for (const [file, text] of files) {
    if (/\.test\.tsx?$/.test(file)) continue;
    const from = featureOf(file);
    const inShared = file.startsWith("app/shared/");
    for (const match of text.matchAll(IMPORT)) {
      const target = resolve(file, match[1]!);
      if (!target) continue;
      const to = featureOf(target);
      if (!to || to === from) continue;
      const line = text.slice(0, match.index).split("\n").length;
      if (inShared) {
        problems.push({ file, line, message: `app/shared may not import a feature (${match[1]})` });
        continue;
      }
      if (!from) continue;
      const module = target.split("/").slice(3).join("/").replace(/\.tsx?$/, "");
      if (!PUBLIC.has(module)) {
        problems.push({ file, line, message: `${match[1]} is private to features/${to}: import it from "~/features/${to}" or "~/features/${to}/index.server"` });
      }
      if (!edges.has(from)) edges.set(from, new Map());
      if (!edges.get(from)!.has(to)) edges.get(from)!.set(to, { file, line });
    }
  }

  for (const cycle of cyclesOf(edges)) {
    const first = edges.get(cycle[0]!)!.get(cycle[1 % cycle.length]!)!;
    const loop = [...cycle, cycle[0]].join(" → ");
    problems.push({ file: first.file, line: first.line, message: `features import each other in a loop: ${loop}` });
  }
  return problems;
}

function featureOf(file: string): string | undefined {
  const parts = file.split("/");
  return parts[0] === "app" && parts[1] === "features" && parts.length > 3 ? parts[2] : undefined;
}

function resolve(file: string, specifier: string): string | undefined {
  let target: string;
  if (specifier.startsWith("~/")) target = path.posix.join("app", specifier.slice(2));
  else if (specifier.startsWith(".")) target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  else return undefined;
  // A folder import is its index.
  return /^app\/features\/[^/]+$/.test(target) ? `${target}/index` : target;
}

/** Tarjan's strongly connected components. */
function cyclesOf(edges: Map<string, Map<string, unknown>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.reverse());
    }
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
}

function readTree(root: string, dir: string, into: Map<string, string>) {
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) readTree(root, rel, into);
    else if (/\.tsx?$/.test(entry.name)) into.set(rel, readFileSync(path.join(root, rel), "utf8"));
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const root = path.resolve(import.meta.dirname, "../..");
  const files = new Map<string, string>();
  readTree(root, "app", files);
  const problems = checkBoundaries(files);
  for (const p of problems) console.error(`${p.file}:${p.line}: ${p.message}`);
  if (problems.length) {
    console.error(`${problems.length} feature boundary problem(s)`);
    process.exit(1);
  }
  console.log(`feature boundaries: ${files.size} files, no problems`);
}
