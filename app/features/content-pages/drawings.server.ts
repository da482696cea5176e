/**
 * The drawings of public/illustrations/ written into the page (docs/decisions/042-drawings-inline.md):
 * a page's drawings share one <defs>, since the truck, boxes and people are the same in every file.
 * Ids are renamed (`ill-<id>` for a def, `ill-<scene>-<id>` for anything else) so they cannot meet
 * the page's own ids. The files stay: social images and any other site link to them.
 */
const files = import.meta.glob<string>("/public/illustrations/*.svg", { query: "?raw", import: "default", eager: true });

/** What a page needs to draw its pictures inline; a src not in it is shown as an <img>. */
export type PageDrawings = { defs: string; bySrc: Record<string, { viewBox: string; body: string }> };

type Parsed = { viewBox: string; defs: { id: string; markup: string }[]; content: string; ids: string[] };

const TAG = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>/g;

/** The top-level elements of a fragment, with their id. Our own generated markup: no comments, CDATA or `>` in values. */
function topLevel(fragment: string): { id: string; markup: string }[] {
  const out: { id: string; markup: string }[] = [];
  const idOf = (attributes: string) => /\sid="([^"]+)"/.exec(attributes)?.[1] ?? "";
  let depth = 0;
  let start = 0;
  let id = "";
  for (const match of fragment.matchAll(TAG)) {
    const [whole, closing, , attributes = "", selfClosing] = match;
    if (closing) {
      depth--;
      if (depth === 0) out.push({ id, markup: fragment.slice(start, match.index + whole.length) });
    } else if (depth === 0 && selfClosing) out.push({ id: idOf(attributes), markup: whole });
    else {
      if (depth === 0) [start, id] = [match.index, idOf(attributes)];
      if (!selfClosing) depth++;
    }
  }
  if (depth !== 0) throw new Error("drawings: unbalanced markup");
  return out;
}

function parseDrawing(svg: string): Parsed {
  const open = /^<svg\b[^>]*\sviewBox="([^"]+)"[^>]*>/.exec(svg.trim());
  if (!open) throw new Error("drawings: not an <svg> with a viewBox");
  const inner = svg.trim().slice(open[0].length).replace(/<\/svg>$/, "");
  const defsMatch = /^<defs>([\s\S]*?)<\/defs>/.exec(inner);
  const defs = defsMatch ? topLevel(defsMatch[1]!) : [];
  if (defs.some((def) => !def.id)) throw new Error("drawings: a def without an id");
  return { viewBox: open[1]!, defs, content: defsMatch ? inner.slice(defsMatch[0].length) : inner, ids: [...inner.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!) };
}

function renamed(markup: string, names: Map<string, string>): string {
  return markup.replace(/(\sid="|href="#|url\(#)([^")]+)/g, (whole, lead: string, id: string) => (names.has(id) ? lead + names.get(id)! : whole));
}

type Library = { defs: Map<string, string>; scenes: Map<string, { viewBox: string; body: string; uses: string[] }> };

/** Every def of the same id must be drawn the same in every file: that is what lets a page share them. */
export function buildLibrary(sources: Record<string, string>): Library {
  const parsed = Object.entries(sources).map(([src, svg]) => ({ src, scene: src.replace(/^.*\/|\.svg$/g, ""), ...parseDrawing(svg) }));
  const defs = new Map<string, string>();
  const scenes: Library["scenes"] = new Map();
  for (const drawing of parsed) {
    const defIds = new Set(drawing.defs.map((def) => def.id));
    const names = new Map(drawing.ids.map((id) => [id, defIds.has(id) ? `ill-${id}` : `ill-${drawing.scene}-${id}`]));
    for (const def of drawing.defs) {
      const markup = renamed(def.markup, names);
      const seen = defs.get(`ill-${def.id}`);
      if (seen !== undefined && seen !== markup) throw new Error(`drawings: "${def.id}" is drawn differently in ${drawing.src}; give it another id`);
      defs.set(`ill-${def.id}`, markup);
    }
    const body = renamed(drawing.content, names);
    scenes.set(drawing.src, { viewBox: drawing.viewBox, body, uses: usesOf(body) });
  }
  // A def may place another (a labelled box holds a box): a page that uses the one needs both.
  for (const scene of scenes.values()) scene.uses = closure(scene.uses, defs);
  return { defs, scenes };
}

const usesOf = (markup: string) => [...new Set([...markup.matchAll(/(?:href="#|url\(#)(ill-[^")]+)/g)].map((m) => m[1]!))];

function closure(ids: string[], defs: Map<string, string>): string[] {
  const all = new Set<string>();
  const visit = (id: string) => {
    if (all.has(id) || !defs.has(id)) return;
    all.add(id);
    usesOf(defs.get(id)!).forEach(visit);
  };
  ids.forEach(visit);
  return [...defs.keys()].filter((id) => all.has(id));
}

let library: Library | undefined;

function publicLibrary(): Library {
  library ??= buildLibrary(Object.fromEntries(Object.entries(files).map(([file, svg]) => [file.replace(/^\/public/, ""), svg])));
  return library;
}

/** The drawings among a page's pictures, and the defs they use, each once. */
export function drawingsFor(sources: string[], from: Library = publicLibrary()): PageDrawings {
  const bySrc: PageDrawings["bySrc"] = {};
  const used = new Set<string>();
  for (const src of sources) {
    const scene = from.scenes.get(src);
    if (!scene) continue;
    bySrc[src] = { viewBox: scene.viewBox, body: scene.body };
    scene.uses.forEach((id) => used.add(id));
  }
  const defs = [...from.defs].filter(([id]) => used.has(id)).map(([, markup]) => markup).join("");
  return { defs, bySrc };
}
