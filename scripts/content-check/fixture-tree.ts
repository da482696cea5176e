import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { stringify } from "yaml";

/**
 * Small content trees for the content check's tests: a few pages, sections
 * and FAQ sets, their illustrations, and route files, in a temporary folder.
 * Tests change a copy, never content/.
 */
const repoRoot = path.resolve(import.meta.dirname, "../..");

export type Files = Record<string, string | null>;

export function page(fields: Record<string, unknown>, body = "Some copy about this page.\n"): string {
  return `---\n${stringify(fields, { lineWidth: 0 })}---\n\n${body}`;
}

export function pageFields(name: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: `${name} movers in Pakistan | Call {phone}`,
    bannerTitle: `${name} moving`,
    navLabel: name,
    description: `${name} moving in Lahore, Karachi and Islamabad: packing, loading, transport and unpacking by one trained crew, at a fixed written price.`,
    keywords: [`${name} moving`, "packers and movers", "shifting"],
    canonical: `/${name}`,
    image: `/social/${name}.png`,
    illustration: `/illustrations/${name}.svg`,
    kind: "service",
    summary: `Careful ${name} moving by one crew.`,
    ...overrides,
  };
}

function section(kind: "home" | "contact" | "book", overrides: Record<string, unknown> = {}) {
  const fields = pageFields(kind, { kind, canonical: kind === "home" ? "/" : `/${kind}`, ...overrides });
  return page(fields, `## About ${kind}\n\nCopy of the ${kind} page.\n`);
}

export function faq(serviceId: number, questions: string[]): string {
  return page({
    serviceId,
    name: `Set ${serviceId}`,
    items: questions.map((question) => ({ question, answer: `An answer to "${question}" that is long enough.` })),
  }, "");
}

/** The offices page's copy; /house links to its heading #lahore-office. */
export const OFFICES_BODY =
  "## Lahore office\n\nCall us, [write to us](/contact#message-form), read [the blog](/blogs) or [a post](/blog/abc123/moving-day).\n\n![A crew at work](/images/crew.jpg)\n";

/** A tree that passes every rule; `changes` adds, replaces or (null) removes files. */
export function fixtureTree(changes: Files = {}): { root: string; cleanup: () => void } {
  const files: Files = {
    "content/site.json": readFileSync(path.join(repoRoot, "content/site.json"), "utf8"),
    "content/rates.json": readFileSync(path.join(repoRoot, "content/rates.json"), "utf8"),
    "content/move-catalogue.json": readFileSync(path.join(repoRoot, "content/move-catalogue.json"), "utf8"),
    "content/move-prepare.json": readFileSync(path.join(repoRoot, "content/move-prepare.json"), "utf8"),
    "content/pages/house.mdx": page(
      pageFields("house", { faqServiceId: 1 }),
      "## What is included\n\nPacking and [a quote](/book).\n\n## What is included\n\nSee [offices](/offices#lahore-office) and the [FAQ](#faq-title).\n",
    ),
    "content/pages/offices.mdx": page(pageFields("offices", { kind: "page" }), OFFICES_BODY),
    "content/sections/home.mdx": section("home"),
    "content/sections/contact.mdx": section("contact"),
    "content/sections/book.mdx": section("book"),
    "content/faq/1-house.mdx": faq(1, ["How is the price worked out?", "Do you bring cartons?"]),
    "content/faq/2-office.mdx": faq(2, ["Can you move over a weekend?"]),
    "public/illustrations/house.svg": "<svg/>",
    "public/illustrations/offices.svg": "<svg/>",
    "public/illustrations/home.svg": "<svg/>",
    "public/illustrations/contact.svg": "<svg/>",
    "public/illustrations/book.svg": "<svg/>",
    "public/images/crew.jpg": "jpeg",
    "app/root.tsx": "",
    ...changes,
  };
  const root = mkdtempSync(path.join(os.tmpdir(), "content-check-"));
  for (const [file, text] of Object.entries(files)) {
    if (text === null) continue;
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return { root, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}
