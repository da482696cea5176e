import { createHash } from "node:crypto";
import path from "node:path";
import type { ManualChunkMeta } from "rollup";
import { STAFF_ROUTE_FILES } from "../app/route-table";

/**
 * Every file costs a request (~0.3 KB of headers): Rollup's own split gave a lead-form page 17 files of 0.1–4 KB.
 * Modules are grouped by the pages that use them, so a public page never gets staff code; naming every module
 * keeps Rollup from dragging an unnamed one into whichever group asked first.
 */

export const FOLD_LAZY_BELOW = 24 * 1024;

export const SMALL_GROUP_BYTES = 1024;

type Graph = Pick<ManualChunkMeta, "getModuleIds" | "getModuleInfo">;

const CLIENT_ROUTE_QUERY = "?__remix-build-client-route";

function entryName(id: string, appDir: string): string {
  const file = id.split("?")[0]!;
  const base = path.basename(file).replace(/\.[cm]?[jt]sx?$|\.mdx$/, "").replace(/[^\w.-]/g, "_");
  return STAFF_ROUTE_FILES.has(path.relative(appDir, file)) ? `staff.${base}` : base;
}

const STAFF_PAGE = /^staff\./;
/** Pages that send no JavaScript (app/features/site-shell/static-page.ts): their browsers load none of these files. */
const STATIC_PAGE_NAME = /^static\./;
/** How a route module (or the module it takes its exports from) says so, as written in every such route. */
const STATIC_HANDLE = /\bhandle\s*=\s*STATIC_PAGE\b/;
/** Loaded by some visitor's browser on a public page: the pages whose bytes the grouping weighs. */
const loadsPublicly = (page: string) => !STAFF_PAGE.test(page) && !STATIC_PAGE_NAME.test(page) && !page.startsWith("lazy-");

/** Public pages first: it shows in their network panel. */
function groupName(pages: string[]): string {
  const rank = (page: string) => (STAFF_PAGE.test(page) ? 2 : STATIC_PAGE_NAME.test(page) ? 1 : 0);
  const sorted = [...pages].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  const joined = sorted.join("+");
  if (sorted.length <= 2 && joined.length <= 40) return joined;
  const hash = createHash("sha256").update(joined).digest("hex").slice(0, 6);
  return `${sorted[0]}-and-${sorted.length - 1}-${hash}`;
}

export function assignChunks(graph: Graph, appDir: string): Map<string, string> {
  const rootFile = path.join(appDir, "root.tsx");
  const entryClient = path.join(appDir, "entry.client.tsx");
  const info = (id: string) => graph.getModuleInfo(id);
  const ids = [...graph.getModuleIds()];
  const names = new Map<string, string>();

  const shell = new Set<string>();
  const shellStack = ids.filter((id) => id === rootFile || id.split("?")[0] === entryClient || id === `${rootFile}${CLIENT_ROUTE_QUERY}`);
  while (shellStack.length > 0) {
    const id = shellStack.pop()!;
    if (shell.has(id)) continue;
    shell.add(id);
    for (const next of info(id)?.importedIds ?? []) shellStack.push(next);
  }
  const entries = new Set(ids.filter((id) => info(id)?.isEntry));
  // One request fewer on every page; hydrateRoot renders in a later task, so __remixManifest is set by then.
  for (const id of shell) if (!entries.has(id) || id.split("?")[0] === entryClient) names.set(id, "shell");

  const lazyWeight = (target: string, loaded: Set<string>): number => {
    let bytes = 0;
    const seen = new Set<string>();
    const stack = [target];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id) || shell.has(id) || loaded.has(id)) continue;
      seen.add(id);
      const module = info(id);
      bytes += module?.code?.length ?? 0;
      for (const next of [...(module?.importedIds ?? []), ...(module?.dynamicallyImportedIds ?? [])]) stack.push(next);
    }
    return bytes;
  };

  const usedBy = new Map<string, Set<string>>();
  const walk = (start: string, page: string) => {
    const seen = new Set<string>();
    const staticClosure = (from: string[]) => {
      const lazy: string[] = [];
      const stack = [...from];
      while (stack.length > 0) {
        const id = stack.pop()!;
        if (seen.has(id) || shell.has(id)) continue;
        seen.add(id);
        let pages = usedBy.get(id);
        if (!pages) usedBy.set(id, (pages = new Set()));
        pages.add(page);
        const module = info(id);
        stack.push(...(module?.importedIds ?? []));
        lazy.push(...(module?.dynamicallyImportedIds ?? []));
      }
      return lazy;
    };
    let lazy = staticClosure([start]);
    while (lazy.length > 0) {
      const fold = lazy.filter((target) => !seen.has(target) && !shell.has(target) && lazyWeight(target, seen) < FOLD_LAZY_BELOW);
      for (const target of lazy) if (!fold.includes(target) && !seen.has(target) && !shell.has(target)) lazyStarts.add(target);
      lazy = staticClosure(fold);
    }
  };
  const lazyStarts = new Set<string>();
  for (const id of shell) for (const target of info(id)?.dynamicallyImportedIds ?? []) if (!shell.has(target)) lazyStarts.add(target);
  // The client-route entry re-exports the route file, which may take its handle from another module (the MDX routes).
  const sendsNoScript = (entry: string) => {
    const near = [entry, ...(info(entry)?.importedIds ?? [])];
    return [...near, ...near.flatMap((id) => info(id)?.importedIds ?? [])].some((id) => !shell.has(id) && STATIC_HANDLE.test(info(id)?.code ?? ""));
  };
  for (const id of entries) if (!shell.has(id)) walk(id, `${sendsNoScript(id) ? "static." : ""}${entryName(id, appDir)}`);
  const walked = new Set<string>();
  for (let pending = [...lazyStarts]; pending.length > 0; pending = [...lazyStarts].filter((id) => !walked.has(id))) {
    for (const id of pending) {
      walked.add(id);
      walk(id, `lazy-${entryName(id, appDir)}`);
    }
  }

  // Below a kilobyte, a file of its own costs its page more in headers than the shell costs the others.
  const groups = new Map<string, Group>();
  // A JS-free page loads no file: a module goes with the pages whose browsers load it.
  const pagesLoading = (id: string): string[] => {
    const users = [...(usedBy.get(id) ?? [])];
    const loading = users.filter((page) => !STATIC_PAGE_NAME.test(page));
    return loading.length > 0 ? loading : users;
  };
  for (const id of usedBy.keys()) {
    const pages = new Set(pagesLoading(id));
    const name = groupName([...pages]);
    const group = groups.get(name) ?? { modules: [], bytes: 0, pages };
    group.modules.push(id);
    group.bytes += info(id)?.code?.length ?? 0;
    groups.set(name, group);
  }
  const joining = new Set<string>();
  for (const [name, group] of groups) {
    const publicPage = [...group.pages].some(loadsPublicly);
    const isEntry = group.modules.some((id) => entries.has(id));
    if (publicPage && !isEntry && group.bytes < SMALL_GROUP_BYTES) joining.add(name);
  }
  // Otherwise the shell would import another group, and every page load it.
  const inShell = (id: string) => shell.has(id) || joining.has(groupName(pagesLoading(id)));
  for (let changed = true; changed; ) {
    changed = false;
    for (const name of joining) {
      const leaves = groups.get(name)!.modules.some((id) => (info(id)?.importedIds ?? []).some((next) => !inShell(next)));
      if (leaves) {
        joining.delete(name);
        changed = true;
      }
    }
  }
  for (const name of joining) for (const id of groups.get(name)!.modules) names.set(id, "shell");
  for (const name of joining) groups.delete(name);
  mergeSmallGroups(groups, info, (id) => shell.has(id) || names.get(id) === "shell");
  for (const [name, group] of groups) for (const id of group.modules) names.set(id, name);
  return names;
}

/** Source bytes that compress to about one file's response headers. */
export const REQUEST_COST_BYTES = 1024;

type Group = { modules: string[]; bytes: number; pages: Set<string> };

/** Only while the pages that load it needlessly pay less than the request saved; public code may go to a staff page, never back. */
function mergeSmallGroups(groups: Map<string, Group>, info: Graph["getModuleInfo"], inShell: (id: string) => boolean): void {
  const groupOf = new Map<string, string>();
  for (const [name, group] of groups) for (const id of group.modules) groupOf.set(id, name);
  const isPublic = (group: Group) => [...group.pages].some(loadsPublicly);
  const hasEntry = (group: Group) => group.modules.some((id) => info(id)?.isEntry);
  for (let changed = true; changed; ) {
    changed = false;
    for (const [name, small] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
      if (!isPublic(small) || hasEntry(small)) continue;
      let best: string | undefined;
      for (const [other, big] of groups) {
        if (other === name) continue;
        const budgeted = [...small.pages].filter((page) => !STAFF_PAGE.test(page));
        if (!budgeted.every((page) => big.pages.has(page))) continue;
        // One direction only, so two groups never swap.
        const bigBudgeted = [...big.pages].filter((page) => !STAFF_PAGE.test(page)).length;
        if (bigBudgeted < budgeted.length || (bigBudgeted === budgeted.length && (big.bytes < small.bytes || (big.bytes === small.bytes && other < name)))) continue;
        const extra = [...big.pages].filter((page) => !small.pages.has(page) && !STAFF_PAGE.test(page));
        const saving = [...small.pages].filter((page) => big.pages.has(page)).length;
        if (extra.length * small.bytes >= saving * REQUEST_COST_BYTES) continue;
        const importsStay = small.modules.every((id) =>
          (info(id)?.importedIds ?? []).every((next) => inShell(next) || groupOf.get(next) === name || groupOf.get(next) === other),
        );
        if (importsStay && (best === undefined || big.pages.size < groups.get(best)!.pages.size)) best = other;
      }
      if (best === undefined) continue;
      const big = groups.get(best)!;
      big.modules.push(...small.modules);
      big.bytes += small.bytes;
      for (const page of small.pages) big.pages.add(page);
      for (const id of small.modules) groupOf.set(id, best);
      groups.delete(name);
      changed = true;
    }
  }
}

export function clientChunks(appDir: string) {
  let names: Map<string, string> | undefined;
  return (id: string, meta: ManualChunkMeta): string | undefined => {
    names ??= assignChunks(meta, appDir);
    return names.get(id);
  };
}
