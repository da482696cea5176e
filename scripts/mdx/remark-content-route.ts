import path from "node:path";
import { parse as parseModule } from "acorn";
import type { Root, RootContent } from "mdast";
import type { VFile } from "vfile";
import { parse as parseYaml } from "yaml";
import type { ZodType } from "zod";
import { describeIssues, frontmatterSchema } from "../../app/lib/content/frontmatter";
import { faqSchema } from "../../app/lib/content/faq-schema";

/**
 * Turns each content/pages/*.mdx file into a complete Remix route module:
 * checks its frontmatter against the zod schema (a bad field fails the build
 * with file and field named), wraps the copy in the shared page layout, and
 * re-exports the shared loader/meta/headers. Editors write only copy and
 * frontmatter; the route plumbing lives in app/lib/content/content-route.ts.
 *
 * content/faq/*.mdx files are only validated: they are data, not routes.
 */
export function remarkContentRoute() {
  return (tree: Root, file: VFile) => {
    const filePath = file.path ?? "";
    const collection = contentCollection(filePath);
    if (!collection) return;

    const yamlNode = tree.children.find((node) => node.type === "yaml");
    const raw = yamlNode && "value" in yamlNode ? parseYaml(String(yamlNode.value)) : undefined;
    validate(collection === "pages" ? frontmatterSchema : faqSchema, raw, filePath);

    if (collection === "pages") {
      tree.children.unshift(
        esm(
          'export { loader, headers } from "~/lib/content/content-route.server";\n' +
            'export { meta } from "~/lib/content/content-route";\n' +
            'export { ContentPageLayout as default } from "~/components/content/content-page-layout";',
        ),
      );
    }
  };
}

export class FrontmatterError extends Error {
  name = "FrontmatterError";
}

function contentCollection(filePath: string): "pages" | "faq" | null {
  const rel = filePath.split(path.sep).join("/");
  if (/\/content\/pages\/[^/]+\.mdx$/.test(rel)) return "pages";
  if (/\/content\/faq\/[^/]+\.mdx$/.test(rel)) return "faq";
  return null;
}

function validate(schema: ZodType, raw: unknown, filePath: string) {
  const where = path.relative(process.cwd(), filePath) || filePath;
  if (raw === undefined) {
    throw new FrontmatterError(`${where}: frontmatter is missing (a --- block at the top of the file)`);
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    throw new FrontmatterError(`${where}: invalid frontmatter\n${describeIssues(result.error)}`);
  }
}

function esm(code: string): RootContent {
  const estree = parseModule(code, { ecmaVersion: "latest", sourceType: "module" });
  return { type: "mdxjsEsm", value: code, data: { estree } } as unknown as RootContent;
}
