import type { Root } from "mdast";
import { headingIds } from "../mdx/heading-ids";

/** Parsed as @mdx-js/mdx parses it. */
type Position = { line: number; col: number };
export type Reference = Position & { url: string; kind: "link" | "image" };
type Heading = Position & { id: string };
export type MdxFacts = {
  headings: Heading[];
  references: Reference[];
  mdxError?: Position & { message: string };
};
export type MdxReader = (source: string) => MdxFacts;

/** Remark and micromark are a third of the check's CPU; a check whose files are all cached never loads them. */
export async function loadMdxReader(): Promise<MdxReader> {
  const [{ unified }, { default: remarkParse }, { default: remarkMdx }, { default: remarkFrontmatter }, { default: remarkGfm }] = await Promise.all([
    import("unified"),
    import("remark-parse"),
    import("remark-mdx"),
    import("remark-frontmatter"),
    import("remark-gfm"),
  ]);
  const parser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkGfm);
  return (source) => {
    let tree: Root;
    try {
      tree = parser.parse(source);
    } catch (error) {
      const place = (error as { place?: { line?: number; column?: number; start?: { line: number; column: number } } }).place;
      const start = place && "start" in place && place.start ? place.start : place;
      return {
        headings: [],
        references: [],
        mdxError: { line: start?.line ?? 1, col: start?.column ?? 1, message: (error as { reason?: string }).reason ?? (error as Error).message },
      };
    }
    return { headings: headingIds(tree).map(({ heading, id }) => ({ id, ...positionOf(heading) })), references: referencesOf(tree) };
  };
}

function referencesOf(tree: Root): Reference[] {
  const references: Reference[] = [];
  visit(tree as AnyNode, (node) => {
    if ((node.type === "link" || node.type === "definition") && typeof node.url === "string") {
      references.push({ url: node.url, kind: "link", ...positionOf(node) });
    } else if (node.type === "image" && typeof node.url === "string") {
      references.push({ url: node.url, kind: "image", ...positionOf(node) });
    } else if (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") {
      for (const attribute of node.attributes ?? []) {
        if (attribute.type !== "mdxJsxAttribute" || typeof attribute.value !== "string") continue;
        const kind = attribute.name === "src" ? "image" : attribute.name === "href" || attribute.name === "to" ? "link" : null;
        if (kind) references.push({ url: attribute.value, kind, ...positionOf(attribute.position ? attribute : node) });
      }
    }
  });
  return references;
}

type AnyNode = {
  type: string;
  url?: unknown;
  children?: AnyNode[];
  attributes?: { type: string; name?: string; value?: unknown; position?: AnyNode["position"] }[];
  position?: { start: { line: number; column: number } };
};

function visit(node: AnyNode, fn: (node: AnyNode) => void) {
  fn(node);
  for (const child of node.children ?? []) visit(child, fn);
}

function positionOf(node: { position?: { start: { line: number; column: number } } }): Position {
  return { line: node.position?.start.line ?? 1, col: node.position?.start.column ?? 1 };
}
