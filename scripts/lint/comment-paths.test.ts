import { describe, expect, it } from "vitest";
import { checkCommentPaths, commentsOf } from "./comment-paths";

const tracked = new Set(["app/shared/forms/kit.tsx", "api/db/fts-phrase.ts", "docs/decisions/015-own-web-server-and-supervision.md", "app/root.tsx"]);
const check = (file: string, text: string, ignored?: (p: string) => boolean) => checkCommentPaths(new Map([[file, text]]), tracked, ignored);

describe("comment paths", () => {
  it("accepts files, folders, ~/ paths and paths without their extension", () => {
    const text = [
      "// See api/db/fts-phrase.ts and docs/decisions/015-own-web-server-and-supervision.md.",
      "/** The kit (~/shared/forms/kit) lives in app/shared/forms/. */",
      "const a = 1; // app/root",
    ].join("\n");
    expect(check("app/a.ts", text)).toEqual([]);
  });

  it("reports a missing file, on its line, in line and block comments", () => {
    const text = ["const a = 1;", "// Written by app/features/staff-auth/session.server.ts.", "/**", " * See docs/DESIGN.md", " */"].join("\n");
    expect(check("server/x.ts", text).map((p) => `${p.line} ${p.message}`)).toEqual([
      "2 comment names app/features/staff-auth/session.server.ts, which is not in the repository",
      "4 comment names docs/DESIGN.md, which is not in the repository",
    ]);
  });

  it("skips globs and placeholders, URLs and paths inside longer paths", () => {
    const text = ["// app/features/*/index.ts, tests/<name>.test.ts, bench/results/{a,b}.json", "// https://example.com/api/nothing and /api/leads and node_modules/app/x.ts"].join("\n");
    expect(check("a.ts", text)).toEqual([]);
  });

  it("reads only comments, not strings, template literals, regular expressions or JSX text", () => {
    const text = [
      'const s = "// app/missing.ts";',
      "const t = `/* api/missing.ts */`;",
      "const r = /\\/\\/ server\\/missing.ts/;",
      "const j = <p>// docs/missing.md</p>;",
    ].join("\n");
    expect(commentsOf("a.tsx", text)).toEqual([]);
    expect(check("a.tsx", text)).toEqual([]);
  });

  it("reads CSS comments", () => {
    expect(check("app/a.css", "/* from app/missing.css */\n.a { color: red; }")).toHaveLength(1);
  });

  it("lets a path git ignores through (build output)", () => {
    expect(check("a.ts", "// into public/social/", (p) => p.startsWith("public/social"))).toEqual([]);
    expect(check("a.ts", "// into public/social/")).toHaveLength(1);
  });
});
