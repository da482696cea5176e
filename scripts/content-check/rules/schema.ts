import { checkSiteConfigFile } from "../../mdx/site-config-check";
import { schemaFor } from "../content-files";
import type { ParsedFile } from "../parse-content";
import type { Report } from "../diagnostics";
import { field, type CheckContext } from "./context";

/**
 * Every file against its schema (pages, sections, FAQ sets; the same zod
 * schemas the build and the app use), content/site.json against its own, and
 * a city page's office against site.json.
 */
export function checkSchemas({ files, report, siteConfig }: CheckContext) {
  for (const file of files) {
    if (file.yamlError) {
      report.error(file.rel, file.yamlError, `frontmatter is not valid YAML: ${file.yamlError.message}. Check quotes and indentation on this line.`);
      continue;
    }
    if (file.data === undefined) {
      report.error(file.rel, { line: 1, col: 1 }, "frontmatter is missing: start the file with a --- block of fields (see content/README.md).");
      continue;
    }
    if (file.mdxError) {
      report.error(file.rel, file.mdxError, `the text does not parse as MDX: ${file.mdxError.message}. Write < as &lt; and { as \\{ in plain text.`);
    }
    for (const problem of frontmatterProblems(file)) report.error(file.rel, problem.at, problem.message);
    const city = field(file, "city");
    if (city && siteConfig && !siteConfig.offices.some((office) => office.city === city)) {
      const known = siteConfig.offices.map((office) => office.city).join(", ");
      report.error(file.rel, file.fieldPosition(["city"]), `city "${city}" is not an office in content/site.json: use one of ${known}.`);
    }
  }
}

/** The schema's complaints about one file, each placed on its field and phrased as what to do. */
export function frontmatterProblems(file: ParsedFile): { at: { line: number; col: number }; message: string }[] {
  const result = schemaFor(file.collection).safeParse(file.data);
  if (result.success) return [];
  return result.error.issues.flatMap((issue) => {
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({
        at: file.fieldPosition([...issue.path, key], "key"),
        message: `unknown field "${[...issue.path, key].join(".")}": remove it or correct its name (content/README.md lists the fields).`,
      }));
    }
    const name = issue.path.join(".") || "frontmatter";
    const present = valueAt(file.data, issue.path) !== undefined;
    // "field: what is wrong", the form the build has always printed.
    const message = present
      ? `${name}: ${issue.message}. Correct the value (content/README.md explains the field).`
      : `${name}: missing (${issue.message}). Add "${issue.path[0] as string}:" to the frontmatter (content/README.md explains the field).`;
    return [{ at: file.fieldPosition(issue.path, present ? "value" : "key"), message }];
  });
}

function valueAt(data: unknown, fieldPath: readonly PropertyKey[]): unknown {
  return fieldPath.reduce<unknown>((value, key) => (value && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[key] : undefined), data);
}

/** content/site.json: invalid company details fail the check as they fail the build. */
export function readSiteConfig(root: string, report: Report) {
  try {
    return checkSiteConfigFile(`${root}/content/site.json`);
  } catch (error) {
    const [first, ...rest] = (error as Error).message.split("\n");
    report.error("content/site.json", { line: 1, col: 1 }, `${first.replace(/^[^:]*: /, "")}${rest.length ? `: ${rest.map((line) => line.trim()).join("; ")}` : ""}. Correct the file.`);
    return undefined;
  }
}
