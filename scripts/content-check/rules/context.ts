import type { SiteConfig } from "../../../app/shared/site/site-config-schema";
import type { Report } from "../diagnostics";
import type { ParsedFile } from "../parse-content";
import type { SiteAddresses } from "../site-addresses";

/** What every rule sees: all content files read once, the site's addresses and where to report. */
export type CheckContext = {
  root: string;
  files: ParsedFile[];
  site: SiteAddresses;
  /** content/site.json when it is valid (the site-config rule reports it otherwise). */
  siteConfig: SiteConfig | undefined;
  report: Report;
};

export type Rule = (context: CheckContext) => void;

/** A frontmatter field as a string, when it is one. */
export function field(file: ParsedFile, name: string): string | undefined {
  const value = (file.data as Record<string, unknown> | undefined)?.[name];
  return typeof value === "string" ? value : undefined;
}
