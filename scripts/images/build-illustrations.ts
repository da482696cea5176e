/** One SVG file per scene, for the pages and the social images. Run: npx tsx scripts/images/build-illustrations.ts [slug…] */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { sceneSvg } from "./illustrations/lib";
import { scenes } from "./illustrations/scenes";

export function buildIllustrations(root = process.cwd(), only: string[] = []) {
  const dir = path.join(root, "public/illustrations");
  mkdirSync(dir, { recursive: true });
  const write = (name: string, svg: string) => {
    const file = path.join(dir, name);
    // Unchanged files keep their mtime, so social images stay cached.
    const same = existsSync(file) && readFileSync(file, "utf8") === svg;
    if (!same) writeFileSync(file, svg);
    console.log(`${name} ${(svg.length / 1024).toFixed(1)} KB${same ? " (unchanged)" : ""}`);
  };
  for (const [slug, draw] of Object.entries(scenes)) if (!only.length || only.includes(slug)) write(`${slug}.svg`, sceneSvg(draw()) + "\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) buildIllustrations(process.cwd(), process.argv.slice(2));
