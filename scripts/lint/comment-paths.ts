import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";

/** Fails on a comment that names a repository path that is not there: such a comment sends the reader nowhere. */

export type Problem = { file: string; line: number; message: string };
type Comment = { pos: number; text: string };

const SCANNED = /\.(ts|tsx|mjs|css)$/;
// A path starts a token: not inside a URL, a longer path or a word.
const PATH = /(?<![\w./~@:-])(~\/|(?:app|api|server|scripts|bench|tests|docs|content|public)\/)[\w.$/*<>{}-]*/g;
const PLACEHOLDER = /[*<>{}]|\.\.\./;
const EXTENSIONS = [".ts", ".tsx", ".mjs", ".js", ".css", ".md", ".mdx", ".json", ".server.ts", ".server.tsx"];

/** `ignored` says whether git ignores a path: build output such as public/social may be named though it is not tracked. */
export function checkCommentPaths(files: ReadonlyMap<string, string>, tracked: ReadonlySet<string>, ignored: (repoPath: string) => boolean = () => false): Problem[] {
  const folders = new Set<string>();
  for (const file of tracked) {
    const parts = file.split("/");
    for (let i = 1; i < parts.length; i++) folders.add(parts.slice(0, i).join("/"));
  }
  const exists = (p: string) => tracked.has(p) || folders.has(p) || (!/\.\w+$/.test(path.posix.basename(p)) && EXTENSIONS.some((ext) => tracked.has(p + ext)));

  const problems: Problem[] = [];
  for (const [file, text] of files) {
    for (const comment of commentsOf(file, text)) {
      for (const match of comment.text.matchAll(PATH)) {
        const token = match[0].replace(/[.,;:)]+$/, "");
        if (PLACEHOLDER.test(token)) continue;
        const repoPath = (token.startsWith("~/") ? `app/${token.slice(2)}` : token).replace(/\/+$/, "");
        if (exists(repoPath) || ignored(repoPath)) continue;
        const line = text.slice(0, comment.pos + match.index).split("\n").length;
        problems.push({ file, line, message: `comment names ${token}, which is not in the repository` });
      }
    }
  }
  return problems;
}

export function commentsOf(file: string, text: string): Comment[] {
  if (file.endsWith(".css")) return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => ({ pos: m.index, text: m[0] }));
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : file.endsWith(".mjs") ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const seen = new Map<number, Comment>();
  const jsxText: Array<[number, number]> = [];
  const add = (ranges: ts.CommentRange[] | undefined) => {
    for (const r of ranges ?? []) seen.set(r.pos, { pos: r.pos, text: text.slice(r.pos, r.end) });
  };
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.JsxText) jsxText.push([node.pos, node.end]);
    add(ts.getLeadingCommentRanges(text, node.pos));
    add(ts.getTrailingCommentRanges(text, node.end));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  // JSX text is words on the page: a "//" in it starts no comment.
  return [...seen.values()].filter((c) => !jsxText.some(([from, to]) => c.pos >= from && c.pos < to));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const root = path.resolve(import.meta.dirname, "../..");
  const tracked = new Set(execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" }).split("\n").filter(Boolean));
  const files = new Map<string, string>();
  for (const file of tracked) if (SCANNED.test(file)) files.set(file, readFileSync(path.join(root, file), "utf8"));
  const ignored = (repoPath: string) => {
    try {
      execFileSync("git", ["check-ignore", "-q", repoPath], { cwd: root });
      return true;
    } catch {
      return false;
    }
  };
  const problems = checkCommentPaths(files, tracked, ignored);
  for (const p of problems) console.error(`${p.file}:${p.line}: ${p.message}`);
  if (problems.length) {
    console.error(`${problems.length} comment(s) naming a missing path`);
    process.exit(1);
  }
  console.log(`comment paths: ${files.size} files, no problems`);
}
