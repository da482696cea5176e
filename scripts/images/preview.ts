/** Dev helper: renders every SVG under public/ (or given files) to /tmp/preview/*.png. */
import { readdirSync, mkdirSync, statSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const out = "/tmp/preview";
mkdirSync(out, { recursive: true });
const args = process.argv.slice(2);
const files = args.length
  ? args
  : ["public/illustrations", "public", "public/images"].flatMap((d) => {
      try {
        return readdirSync(d).filter((f) => f.endsWith(".svg")).map((f) => path.join(d, f));
      } catch {
        return [];
      }
    });
for (const f of files) {
  const name = path.basename(f, ".svg");
  await sharp(f).png().toFile(path.join(out, `${name}.png`));
  console.log(`${name}: ${statSync(f).size} B`);
}
