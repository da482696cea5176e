/** The sprite for pages, and single files for the social images (librsvg does not apply a <view>). Run: npx tsx scripts/images/build-illustrations.ts [slug…] */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { sceneSvg, spriteSvg } from "./illustrations/lib";
import { scenes } from "./illustrations/scenes";
import { SPRITE_PATH } from "./illustrations/sprite-path";

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
  const drawn = Object.entries(scenes).map(([slug, draw]) => [slug, draw()] as const);
  for (const [slug, scene] of drawn) if (!only.length || only.includes(slug)) write(`${slug}.svg`, sceneSvg(scene) + "\n");
  // The sprite always holds every scene, whichever were asked for.
  write(path.posix.basename(SPRITE_PATH), spriteSvg(drawn.map(([slug, scene]) => [slug, scene])) + "\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) buildIllustrations(process.cwd(), process.argv.slice(2));
