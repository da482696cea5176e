import { readFileSync } from "node:fs";
import { LineCounter, parseDocument, isMap, isScalar, type Document } from "yaml";
import type { ContentFile } from "./content-files";
import type { MdxFacts, MdxReader } from "./mdx-facts";

type Position = { line: number; col: number };

export type ParsedFile = ContentFile & MdxFacts & {
  source: string;
  data: unknown;
  yamlError?: Position & { message: string };
  fieldPosition(fieldPath: readonly PropertyKey[], at?: "key" | "value"): Position;
};

/** Without `mdx`, frontmatter only: the build parses the MDX itself. */
export function parseContentFile(file: ContentFile, options: { source?: string; mdx?: MdxReader } = {}): ParsedFile {
  const source = options.source ?? readFileSync(file.abs, "utf8");
  const block = frontmatterBlock(source);
  const parsed: ParsedFile = { ...file, source, data: undefined, fieldPosition: () => ({ line: 1, col: 1 }), headings: [], references: [] };
  if (block) readYaml(parsed, block);
  // FAQ sets are data: only their frontmatter is read, by the build too.
  if (file.collection !== "faq" && options.mdx) Object.assign(parsed, options.mdx(source));
  return parsed;
}

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
