/**
 * Writes public/illustrations/<slug>.svg from the hand-drawn scenes in
 * ./illustrations/scenes.ts. Run: npx tsx scripts/images/build-illustrations.ts [slug…]
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { scenes } from "./illustrations/scenes";

export function buildIllustrations(root = process.cwd(), only: string[] = []) {
  const dir = path.join(root, "public/illustrations");
  mkdirSync(dir, { recursive: true });
  for (const [slug, draw] of Object.entries(scenes)) {
    if (only.length && !only.includes(slug)) continue;
    const svg = draw() + "\n";
    const file = path.join(dir, `${slug}.svg`);
    // Unchanged files keep their mtime, so social images depending on them stay cached.
    const same = existsSync(file) && readFileSync(file, "utf8") === svg;
    if (!same) writeFileSync(file, svg);
    console.log(`${slug}.svg ${(svg.length / 1024).toFixed(1)} KB${same ? " (unchanged)" : ""}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) buildIllustrations(process.cwd(), process.argv.slice(2));
