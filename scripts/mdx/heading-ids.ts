import type { Heading, Root, RootContent } from "mdast";

/**
 * The build and the content check call headingIds on the same tree, so a link the check accepts is an id
 * the page renders. GitHub-style slugs, keeping any script's letters so Urdu headings get Urdu ids.
 */
export function slugify(text: string): string {
  return text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, "")
    .trim()
    .replace(/\s/g, "-");
}

type Node = { type: string; value?: unknown; children?: Node[] };

/** Code spans included, JSX and expressions skipped. */
function headingText(node: Node): string {
  if (node.type === "text" || node.type === "inlineCode") return String(node.value ?? "");
  if (node.type.startsWith("mdx")) return "";
  return (node.children ?? []).map(headingText).join("");
}

export function headingIds(tree: Root): { heading: Heading; id: string }[] {
  const seen = new Map<string, number>();
  const result: { heading: Heading; id: string }[] = [];
  const visit = (nodes: RootContent[]) => {
    for (const node of nodes) {
      if (node.type === "heading") {
        const base = slugify(headingText(node)) || "section";
        const count = seen.get(base) ?? 0;
        seen.set(base, count + 1);
        result.push({ heading: node, id: count ? `${base}-${count}` : base });
      } else if ("children" in node) {
        visit(node.children as RootContent[]);
      }
    }
  };
  visit(tree.children);
  return result;
}

/** mdast-util-to-hast copies hProperties onto the element. */
export function remarkHeadingIds() {
  return (tree: Root) => {
    for (const { heading, id } of headingIds(tree)) {
      heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id } };
    }
  };
}
