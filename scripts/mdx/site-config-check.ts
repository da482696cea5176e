import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import type { z } from "zod";
import { describeIssues } from "../../app/features/content-pages/frontmatter";
import { siteConfigSchema } from "../../app/shared/site/site-config-schema";

/** Fails the build early, naming the field, when content/site.json is wrong. */
export function checkSiteConfigFile(file = path.resolve("content/site.json")) {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`${path.relative(process.cwd(), file)}: not valid JSON (${(error as Error).message})`);
  }
  const result = siteConfigSchema.safeParse(raw);
  if (!result.success) {
    throw new Error(`${path.relative(process.cwd(), file)}: invalid site configuration\n${describeIssues(result.error as z.ZodError)}`);
  }
  return result.data;
}

export function siteConfigCheck(): Plugin {
  return {
    name: "site-config-check",
    buildStart() {
      checkSiteConfigFile();
    },
  };
}
