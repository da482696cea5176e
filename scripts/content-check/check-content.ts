import { readFileSync } from "node:fs";
import path from "node:path";
import { addressOf, findContentFiles } from "./content-files";
import { Report } from "./diagnostics";
import { loadMdxReader, type MdxFacts } from "./mdx-facts";
import type { MdxFactsCache } from "./mdx-facts-cache";
import { parseContentFile } from "./parse-content";
import { checkCanonicals } from "./rules/canonical";
import { checkCompanyData } from "./rules/company-data";
import type { Rule } from "./rules/context";
import { checkFaqIds } from "./rules/faq-ids";
import { checkImages } from "./rules/images";
import { checkLengths } from "./rules/lengths";
import { checkAnchors, checkLinks } from "./rules/links";
import { checkSchemas, readSiteConfig } from "./rules/schema";
import { checkUniqueness } from "./rules/unique";
import { checkUrdu } from "./rules/urdu";
import { SiteAddresses } from "./site-addresses";

/** The build runs this same function (vite-plugin.ts), so build and check never disagree; rules: content/README.md, ADR 023. */
const rules = {
  schema: checkSchemas,
  canonical: checkCanonicals,
  links: checkLinks,
  anchors: checkAnchors,
  images: checkImages,
  unique: checkUniqueness,
  faqIds: checkFaqIds,
  urdu: checkUrdu,
  lengths: checkLengths,
  companyData: checkCompanyData,
} satisfies Record<string, Rule>;

export type CheckResult = { report: Report; fileCount: number };

/** `cache`: what each page's MDX held last time (`npm run check:content` keeps one; the build parses afresh). */
export async function checkContent(root: string, options: { cache?: MdxFactsCache } = {}): Promise<CheckResult> {
  const report = new Report();
  const siteConfig = readSiteConfig(root, report);
  const { cache } = options;
  // Each page's text is hashed once: what the cache knows decides whether the parser is loaded at all.
  const sources = findContentFiles(root).map((file) => {
    const source = readFileSync(file.abs, "utf8");
    return { file, source, known: file.collection === "faq" ? undefined : cache?.get(file.rel, source) };
  });
  const read = sources.some(({ file, known }) => file.collection !== "faq" && !known) ? await loadMdxReader() : undefined;
  const files = sources.map(({ file, source, known }) =>
    parseContentFile(file, {
      source,
      mdx: (text): MdxFacts => {
        if (known) return known;
        const facts = read!(text);
        cache?.set(file.rel, text, facts);
        return facts;
      },
    }),
  );
  cache?.save(files.map((file) => file.rel));
  const site = new SiteAddresses(root, socialImages(files));
  for (const file of files) {
    const address = addressOf(file);
    if (address) site.addContent(address, { file: file.rel, collection: file.collection, anchors: new Set(file.headings.map((h) => h.id)) });
  }
  const context = { root, files, site, siteConfig, report };
  for (const rule of Object.values(rules)) rule(context);
  return { report, fileCount: files.length };
}

/** public/social/<name>.png is rendered at build for every English page and section (scripts/images/render-social-images.ts). */
function socialImages(files: { collection: string; language: string; rel: string }[]): Set<string> {
  return new Set(
    files
      .filter((file) => file.collection !== "faq" && file.language === "en")
      .map((file) => `/social/${path.basename(file.rel, ".mdx")}.png`)
      .concat("/social/default.png"),
  );
}
