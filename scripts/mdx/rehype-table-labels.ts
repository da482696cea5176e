/** So phones can show each row as a card (app.css "Tables as cards") without shipping a script. */
type HastNode = {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
};

const elements = (node: HastNode, tagName: string): HastNode[] =>
  (node.children ?? []).filter((child) => child.type === "element" && child.tagName === tagName);

function textOf(node: HastNode): string {
  if (node.type === "text") return node.value ?? "";
  return (node.children ?? []).map(textOf).join("");
}

function labelTable(table: HastNode) {
  const headRow = elements(table, "thead").flatMap((thead) => elements(thead, "tr"))[0];
  if (!headRow) return;
  const headings = elements(headRow, "th").map((th) => textOf(th).trim());
  table.properties = { ...table.properties, className: ["card-table"] };
  for (const tbody of elements(table, "tbody")) {
    for (const row of elements(tbody, "tr")) {
      elements(row, "td").forEach((cell, index) => {
        if (headings[index]) cell.properties = { ...cell.properties, dataLabel: headings[index] };
      });
    }
  }
}

function walk(node: HastNode) {
  if (node.type === "element" && node.tagName === "table") labelTable(node);
  for (const child of node.children ?? []) walk(child);
}

export function rehypeTableLabels() {
  return (tree: HastNode) => walk(tree);
}
