import { parse as parseModule } from "acorn";
import type { Root, RootContent } from "mdast";
import type { VFile } from "vfile";
import { contentFileOf } from "../content-check/content-files";
import { parseContentFile } from "../content-check/parse-content";
import { frontmatterProblems } from "../content-check/rules/schema";

/** A bad frontmatter field fails the build with file, line and field named. Sections and FAQs are only validated. */
export function remarkContentRoute() {
  return (tree: Root, file: VFile) => {
    const content = file.path ? contentFileOf(file.path) : null;
    if (!content) return;

    const parsed = parseContentFile(content, { source: String(file.value) });
    if (parsed.yamlError || parsed.data === undefined) {
      throw new FrontmatterError(`${content.rel}: frontmatter is missing or not valid YAML (a --- block of fields at the top of the file)`);
    }
    const problems = frontmatterProblems(parsed);
    if (problems.length) {
      throw new FrontmatterError(
        `${content.rel}: invalid frontmatter\n${problems.map((p) => `  - ${content.rel}:${p.at.line}:${p.at.col} ${p.message}`).join("\n")}`,
      );
    }

    if (content.collection === "pages") {
      tree.children.unshift(
        esm(
          'export { loader, headers } from "~/features/content-pages/content-route.server";\n' +
            'export { meta, handle } from "~/features/content-pages/content-route";\n' +
            'export { ContentPageLayout as default } from "~/features/content-pages/content-page-layout";',
        ),
      );
    }
  };
}

class FrontmatterError extends Error {
  name = "FrontmatterError";
}

function esm(code: string): RootContent {
  const estree = parseModule(code, { ecmaVersion: "latest", sourceType: "module" });
  return { type: "mdxjsEsm", value: code, data: { estree } } as unknown as RootContent;
}
