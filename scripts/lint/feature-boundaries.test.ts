import { describe, expect, it } from "vitest";
import { checkBoundaries } from "./feature-boundaries";

const tree = (files: Record<string, string>) => new Map(Object.entries(files));

describe("feature boundaries", () => {
  it("lets a feature use another's index and index.server", () => {
    const problems = checkBoundaries(
      tree({
        "app/features/sales/inbox.server.ts": 'import { fetchLeads } from "~/features/leads/index.server";\nimport { cityLabel } from "~/features/leads";',
        "app/features/leads/index.ts": 'export { cityLabel } from "./labels";',
        "app/features/leads/labels.ts": "export const cityLabel = 1;",
      }),
    );
    expect(problems).toEqual([]);
  });

  it("refuses another feature's private module, by alias or relative path", () => {
    const problems = checkBoundaries(
      tree({
        "app/features/sales/a.ts": 'import { x } from "~/features/leads/leads.server";',
        "app/features/sales/b.ts": 'import { y } from "../leads/labels";',
      }),
    );
    expect(problems.map((p) => `${p.file}:${p.line}`)).toEqual(["app/features/sales/a.ts:1", "app/features/sales/b.ts:1"]);
    expect(problems[0]!.message).toContain("private to features/leads");
  });

  it("finds a loop between feature folders, even through public modules", () => {
    const problems = checkBoundaries(
      tree({
        "app/features/seo/sitemap.ts": 'import { posts } from "~/features/blog";',
        "app/features/blog/post.ts": 'import { meta } from "~/features/search";',
        "app/features/search/page.ts": 'import { sitemap } from "~/features/seo";',
      }),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toMatch(/loop: (blog|search|seo) → .* → .* → \1/);
  });

  it("refuses app/shared importing a feature, and exempts tests", () => {
    const problems = checkBoundaries(
      tree({
        "app/shared/ui/banner.tsx": 'import { phone } from "~/features/site-shell";',
        "app/features/sales/a.test.ts": 'import { x } from "~/features/leads/leads.server";',
      }),
    );
    expect(problems.map((p) => p.message)).toEqual(["app/shared may not import a feature (~/features/site-shell)"]);
  });
});
