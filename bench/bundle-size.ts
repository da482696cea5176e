import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { type Finding, type Row, type Section, judge } from "./report";

/**
 * Static imports per public page from Vite's client manifest (or Remix's browser manifest when Remix deleted it),
 * and proof that the editor is not reachable from a public page; the budget is judged by js-transfer.ts.
 */

const EDITOR = /milkdown|prosemirror/i;

interface Page {
  label: string;
  file: string;
  routeId: string;
}

interface Graph {
  source: string;
  contentPages: Page[];
  pageFiles(page: Page): { files: string[]; dynamic: string[] } | null;
}

const contentPage = (slug: string): Page => ({ label: `/${slug}`, file: `content/pages/${slug}.mdx`, routeId: `content/${slug}` });

const ENTRY_CLIENT_RE = /(^|\/)entry\.client\.[jt]sx?$/;
const ROUTE_QUERY = "?__remix-build-client-route";

interface ViteChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

function viteGraph(manifestPath: string, shownPath: string): Graph {
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, ViteChunk>;
  const byKey = (key: string): ViteChunk | undefined => manifest[key + ROUTE_QUERY] ?? manifest[key];
  const entryKey = Object.keys(manifest).find((k) => ENTRY_CLIENT_RE.test(k.replace(ROUTE_QUERY, "")) && manifest[k]!.isEntry);
  if (!entryKey) throw new Error(`${manifestPath}: no entry.client chunk`);
  const root = byKey("app/root.tsx");
  if (!root) throw new Error(`${manifestPath}: no app/root.tsx chunk`);
  const contentPages = Object.keys(manifest)
    .map((k) => /^content\/pages\/([^/]+)\.mdx(\?__remix-build-client-route)?$/.exec(k)?.[1])
    .filter((slug): slug is string => slug !== undefined)
    .map(contentPage);
  return {
    source: `Vite manifest (${shownPath})`,
    contentPages,
    pageFiles(page) {
      const route = byKey(page.file);
      if (!route) return null;
      const seen = new Set<ViteChunk>();
      const dynamic = new Set<string>();
      const walk = (chunk: ViteChunk) => {
        if (seen.has(chunk)) return;
        seen.add(chunk);
        for (const key of chunk.imports ?? []) walk(manifest[key]!);
        for (const key of chunk.dynamicImports ?? []) if (manifest[key]) dynamic.add(manifest[key]!.file);
      };
      for (const chunk of [manifest[entryKey]!, root, route]) walk(chunk);
      const files = [...seen].map((c) => c.file).filter((f) => f.endsWith(".js"));
      return { files, dynamic: [...dynamic].filter((f) => !files.includes(f)) };
    },
  };
}

interface RemixAssets {
  module: string;
  imports?: string[];
}

function remixGraph(clientDir: string): Graph {
  const assetsDir = path.join(clientDir, "assets");
  const name = readdirSync(assetsDir).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!name) throw new Error(`no Vite manifest and no Remix manifest in ${assetsDir}: run npm run build`);
  const text = readFileSync(path.join(assetsDir, name), "utf8");
  const json = text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1);
  const manifest = JSON.parse(json) as { entry: RemixAssets; routes: Record<string, RemixAssets> };
  const strip = (url: string) => url.replace(/^\//, "");
  const filesOf = (a: RemixAssets) => [a.module, ...(a.imports ?? [])].map(strip);
  const contentPages = Object.keys(manifest.routes)
    .filter((id) => id.startsWith("content/"))
    .map((id) => contentPage(id.slice("content/".length)));
  return {
    contentPages,
    source: `Remix browser manifest (build/client/assets/${name}); no Vite manifest in the build (vite.config.ts has no build.manifest: true)`,
    pageFiles(page) {
      const route = manifest.routes[page.routeId];
      const root = manifest.routes.root;
      if (!route || !root) return null;
      return { files: [...new Set([...filesOf(manifest.entry), ...filesOf(root), ...filesOf(route)])].filter((f) => f.endsWith(".js")), dynamic: [] };
    },
  };
}

function namedPages(): Page[] {
  return [
    { label: "/", file: "app/features/content-pages/home-route.tsx", routeId: "routes/_index" },
    { label: "/house-moving-company", file: "content/pages/house-moving-company.mdx", routeId: "content/house-moving-company" },
    { label: "/blogs", file: "app/features/blog/blogs-route.tsx", routeId: "routes/blogs" },
    { label: "/blog/:id/:slug", file: "app/features/blog/post-route.tsx", routeId: "routes/blog.$id.$slug" },
    { label: "/contact", file: "app/features/leads/contact-route.tsx", routeId: "routes/contact" },
    { label: "/book", file: "app/features/leads/book-route.tsx", routeId: "routes/book" },
  ];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function measureBundles(clientDir: string): Section {
  const buildDir = path.dirname(clientDir);
  const viteManifest = [path.join(buildDir, ".vite/client-manifest.json"), path.join(clientDir, ".vite/manifest.json")].find((f) => existsSync(f));
  const graph = viteManifest ? viteGraph(viteManifest, path.relative(path.dirname(buildDir), viteManifest)) : remixGraph(clientDir);
  const gz = new Map<string, { raw: number; gzip: number; text: string }>();
  const sizeOf = (file: string) => {
    let entry = gz.get(file);
    if (!entry) {
      const bytes = readFileSync(path.join(clientDir, file));
      entry = { raw: bytes.length, gzip: gzipSync(bytes).length, text: bytes.toString("utf8") };
      gz.set(file, entry);
    }
    return entry;
  };

  const rows: Row[] = [];
  const findings: Finding[] = [];
  // A proxy kept for its file list: the budget is judged on what a browser really transfers.
  const budget = "— (judged by JS transferred)";
  const reachable = new Map<string, string[]>();
  const dynamicEditor: string[] = [];

  const measure = (page: Page) => {
    const set = graph.pageFiles(page);
    if (!set) throw new Error(`${page.file} (${page.routeId}) is not in the ${graph.source}`);
    for (const f of set.files) reachable.set(f, [...(reachable.get(f) ?? []), page.label]);
    for (const f of set.dynamic) if (EDITOR.test(f) || EDITOR.test(sizeOf(f).text)) dynamicEditor.push(`${page.label} → ${f}`);
    const total = set.files.reduce((sum, f) => sum + sizeOf(f).gzip, 0);
    return { page, files: set.files, total };
  };

  const named = namedPages();
  const content = graph.contentPages.filter((p) => !named.some((n) => n.routeId === p.routeId)).sort((a, b) => a.label.localeCompare(b.label));
  for (const page of named) {
    const m = measure(page);
    rows.push({ measure: "JS per page", subject: page.label, result: `${kb(m.total)} gzip in ${m.files.length} files (static imports, manifest)`, budget, status: "INFO" });
  }
  if (content.length) {
    const all = content.map(measure).sort((a, b) => b.total - a.total);
    const worst = all[0]!;
    // Content pages load no script (handle STATIC_PAGE): these figures are what a client-side navigation from a
    // page that hydrated would reach, not what a visitor's first view costs; e2e static-pages.spec.ts proves the none.
    rows.push({
      measure: "JS per page",
      subject: `other content pages (${all.length})`,
      result: `max ${kb(worst.total)} gzip (${worst.page.label}) (static imports, reached only by a client-side navigation from a page that hydrated)`,
      budget: "— (they load no script: JS transferred rows, e2e static-pages)",
      status: "INFO",
    });
  }

  const editorHits = [...reachable.entries()].filter(([f]) => EDITOR.test(f) || EDITOR.test(sizeOf(f).text));
  rows.push({
    measure: "JS per page",
    subject: "rich-text editor on public pages",
    result: editorHits.length ? `reachable: ${editorHits.map(([f]) => f).join(", ")}` : "not reachable (static imports)",
    budget: "admin routes only",
    status: judge(editorHits.length === 0),
  });
  if (editorHits.length) {
    findings.push({
      title: "Rich-text editor reachable from public pages",
      lines: editorHits.map(([f, pages]) => `\`${f}\` (${kb(sizeOf(f).gzip)} gzip) matches /milkdown|prosemirror/i, statically imported by: ${[...new Set(pages)].join(", ")}`),
    });
  }
  const notes = [`JS per page measured from the ${graph.source}.`];
  if (dynamicEditor.length) notes.push(`Editor chunks reachable by dynamic import() only (not loaded unless code asks): ${dynamicEditor.join("; ")}`);
  return { rows, findings, notes };
}
