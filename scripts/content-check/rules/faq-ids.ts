import type { CheckContext } from "./context";

/**
 * A page shows the FAQ set whose serviceId it names and the first set found
 * wins, so ids must be unique; the file name starts with the id
 * (content/faq/1-house.mdx) so an editor finds the set a page shows.
 */
export function checkFaqIds({ files, report }: CheckContext) {
  const owners = new Map<string, string>();
  for (const file of files.filter((f) => f.collection === "faq")) {
    const id = (file.data as { serviceId?: unknown } | undefined)?.serviceId;
    if (typeof id !== "number") continue;
    const at = file.fieldPosition(["serviceId"]);
    const prefix = /^(\d+)-/.exec(file.name)?.[1];
    if (prefix === undefined) {
      report.error(file.rel, at, `the file name must start with its serviceId: rename it to content/faq/${id}-${file.name}.mdx.`);
    } else if (Number(prefix) !== id) {
      report.error(file.rel, at, `serviceId ${id} does not match the file name (${prefix}-…): set serviceId: ${prefix} or rename the file to ${id}-${file.name.slice(prefix.length + 1)}.mdx.`);
    }
    const key = `${file.language}\u0000${id}`;
    const first = owners.get(key);
    if (!first) owners.set(key, file.rel);
    else report.error(file.rel, at, `serviceId ${id} is already used by ${first}, which pages would show instead: give this set a free id.`);
  }
}
