import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { ratesSchema } from "../../../app/features/leads/rates-schema";
import { catalogueSchema } from "../../../app/features/leads/catalogue-schema";
import { prepareSchema } from "../../../app/features/move/prepare-schema";
import type { CheckContext } from "./context";

// The schemas reach the API contract, which words zod's messages for visitors when loaded;
// editors get zod's own wording, which names what the field expects.
z.config({ customError: undefined });

/** Against the schemas the app uses. */
export function checkCompanyData({ root, report }: CheckContext) {
  const files: [string, z.ZodType, (data: unknown) => string[]][] = [
    ["content/rates.json", ratesSchema, (data) => ((data as { inventory?: unknown }).inventory ? [] : ['"inventory": missing: the move page prices inventories from it']) ],
    ["content/move-catalogue.json", catalogueSchema, () => []],
    ["content/move-prepare.json", prepareSchema, () => []],
  ];
  for (const [rel, schema, extra] of files) {
    const file = path.join(root, rel);
    if (!existsSync(file)) {
      report.error(rel, { line: 1, col: 1 }, "the file is missing: restore it from the repository.");
      continue;
    }
    const text = readFileSync(file, "utf8");
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      report.error(rel, { line: 1, col: 1 }, `not valid JSON (${(error as Error).message}). Check commas and quotes.`);
      continue;
    }
    const result = schema.safeParse(data);
    const problems = result.success
      ? extra(data)
      : result.error.issues.map((issue) => `${issue.path.join(".") || "(file)"}: ${issue.message}`);
    for (const problem of problems) report.error(rel, positionOf(text, problem), `${problem}. Correct the value (the file's "notice" explains each field).`);
  }
}

/** The line of the last key named in a problem's path, else the first line. */
function positionOf(text: string, problem: string): { line: number; col: number } {
  const keys = problem.split(":")[0]!.split(".").filter((key) => !/^\d+$/.test(key) && key !== "(file)");
  const key = keys[keys.length - 1];
  const at = key ? text.indexOf(`"${key}"`) : -1;
  if (at < 0) return { line: 1, col: 1 };
  const before = text.slice(0, at);
  return { line: before.split("\n").length, col: at - before.lastIndexOf("\n") };
}
