import { readFileSync } from "node:fs";
import type { Root } from "mdast";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { LineCounter, parseDocument, isMap, isScalar, type Document } from "yaml";
import { headingIds } from "../mdx/heading-ids";
import type { ContentFile } from "./content-files";

/**
 * One content file read for checking: its frontmatter (with the line and
 * column of every field, so an error points at it) and, for pages and
 * sections, the MDX parsed the way the build parses it (remark-parse +
 * remark-mdx, frontmatter and GFM, as @mdx-js/mdx does) with the headings'
 * ids and every link and image.
 */
type Position = { line: number; col: number };
export type Reference = Position & { url: string; kind: "link" | "image" };
type Heading = Position & { id: string };

export type ParsedFile = ContentFile & {
  source: string;
  /** The frontmatter's data; undefined when the file has no `---` block. */
  data: unknown;
  /** YAML that does not parse: where and why. */
  yamlError?: Position & { message: string };
  /** Where a frontmatter field's value starts (its key when asked, the block's start when absent). */
  fieldPosition(fieldPath: readonly PropertyKey[], at?: "key" | "value"): Position;
  headings: Heading[];
  references: Reference[];
  /** The MDX does not parse (a stray `<` or `{`): where and why. */
  mdxError?: Position & { message: string };
};

const mdxParser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkGfm);

/** `source`: the text when it is already read; `frontmatterOnly`: skip the MDX (the build parses it itself). */
export function parseContentFile(file: ContentFile, options: { source?: string; frontmatterOnly?: boolean } = {}): ParsedFile {
  const source = options.source ?? readFileSync(file.abs, "utf8");
  const block = frontmatterBlock(source);
  const parsed: ParsedFile = { ...file, source, data: undefined, fieldPosition: () => ({ line: 1, col: 1 }), headings: [], references: [] };
  if (block) readYaml(parsed, block);
  // FAQ sets are data: only their frontmatter is read, by the build too.
  if (file.collection !== "faq" && !options.frontmatterOnly) readMdx(parsed);
  return parsed;
}

/** The YAML between the first two `---` lines, and the line it starts on. */
function frontmatterBlock(source: string): { yaml: string; firstLine: number } | null {
  const lines = source.replace(/^\uFEFF/, "").split(/\r?\n/);
  if (lines[0]?.trim() !== "---") return null;
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === "---");
  if (end === -1) return null;
  return { yaml: lines.slice(1, end).join("\n"), firstLine: 2 };
}

function readYaml(parsed: ParsedFile, block: { yaml: string; firstLine: number }) {
  const lineCounter = new LineCounter();
  const doc = parseDocument(block.yaml, { lineCounter, prettyErrors: false });
  const at = (offset: number): Position => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + block.firstLine - 1, col };
  };
  if (doc.errors.length) {
    const error = doc.errors[0];
    parsed.yamlError = { ...at(error.pos[0]), message: error.message.split("\n")[0] };
    return;
  }
  parsed.data = doc.toJS() ?? {};
  parsed.fieldPosition = (fieldPath, where = "value") => {
    const node = nodeAt(doc, fieldPath, where);
    return node?.range ? at(node.range[0]) : { line: 1, col: 1 };
  };
}

/** The YAML node of a field path, or of the deepest part of it that exists. */
function nodeAt(doc: Document, fieldPath: readonly PropertyKey[], where: "key" | "value") {
  const keys = fieldPath.filter((key): key is string | number => typeof key !== "symbol");
  for (let length = keys.length; length > 0; length--) {
    const parentPath = keys.slice(0, length - 1);
    const parent = parentPath.length ? doc.getIn(parentPath, true) : doc.contents;
    const last = keys[length - 1];
    if (isMap(parent)) {
      const pair = parent.items.find((item) => isScalar(item.key) && item.key.value === last);
      if (pair) {
        const node = where === "key" && length === keys.length ? pair.key : (pair.value ?? pair.key);
        return node as { range?: [number, number, number] };
      }
    } else {
      const node = doc.getIn(keys.slice(0, length), true) as { range?: [number, number, number] } | undefined;
      if (node?.range) return node;
    }
  }
  return undefined;
}

function readMdx(parsed: ParsedFile) {
  let tree: Root;
  try {
    tree = mdxParser.parse(parsed.source);
  } catch (error) {
    const place = (error as { place?: { line?: number; column?: number; start?: { line: number; column: number } } }).place;
    const start = place && "start" in place && place.start ? place.start : place;
    parsed.mdxError = {
      line: start?.line ?? 1,
      col: start?.column ?? 1,
      message: (error as { reason?: string }).reason ?? (error as Error).message,
    };
    return;
  }
  parsed.headings = headingIds(tree).map(({ heading, id }) => ({ id, ...positionOf(heading) }));
  visit(tree, (node) => {
    if ((node.type === "link" || node.type === "definition") && typeof node.url === "string") {
      parsed.references.push({ url: node.url, kind: "link", ...positionOf(node) });
    } else if (node.type === "image" && typeof node.url === "string") {
      parsed.references.push({ url: node.url, kind: "image", ...positionOf(node) });
    } else if (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") {
      for (const attribute of node.attributes ?? []) {
        if (attribute.type !== "mdxJsxAttribute" || typeof attribute.value !== "string") continue;
        const kind = attribute.name === "src" ? "image" : attribute.name === "href" || attribute.name === "to" ? "link" : null;
        if (kind) parsed.references.push({ url: attribute.value, kind, ...positionOf(attribute.position ? attribute : node) });
      }
    }
  });
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
