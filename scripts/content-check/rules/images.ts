import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { SPRITE_PATH } from "../../images/illustrations/sprite-path";
import type { CheckContext } from "./context";
import { field } from "./context";
import { closest, isExternal, normalise } from "./links";

/** A scene of the scenes file is shown from it, never from its single file: a page of cards then loads one file for all its drawings. */
export function checkImages({ root, files, site, report }: CheckContext) {
  const views = new ViewIds(root);
  for (const file of files) {
    for (const name of ["illustration", "image"]) {
      const value = field(file, name);
      if (!value || !value.startsWith("/")) continue;
      const [address = value, fragment] = value.split("#");
      const at = file.fieldPosition([name]);
      if (!site.isPublicFile(normalise(address))) {
        report.error(file.rel, at, `${name} "${value}" is not a file: add public${address} or correct the path.`);
        continue;
      }
      if (name !== "illustration") continue;
      if (fragment !== undefined) {
        const known = views.of(address);
        if (known.includes(fragment)) continue;
        const hint = closest(fragment, known);
        report.error(
          file.rel,
          at,
          `illustration "${value}": public${address} has no scene "${fragment}".` + (hint ? ` Did you mean "${address}#${hint}"?` : ` Its scenes: ${known.join(", ") || "none"}.`),
        );
      } else {
        const scene = path.posix.basename(address, ".svg");
        if (path.posix.dirname(address) === path.posix.dirname(SPRITE_PATH) && views.of(SPRITE_PATH).includes(scene)) {
          report.error(file.rel, at, `illustration "${value}" is a scene of ${SPRITE_PATH}: write "${SPRITE_PATH}#${scene}", so a page loads one file for all its drawings.`);
        }
      }
    }
    for (const ref of file.references) {
      if (ref.kind !== "image" || isExternal(ref.url)) continue;
      if (!ref.url.startsWith("/")) {
        report.error(file.rel, ref, `image "${ref.url}" is relative: write its path from public/, e.g. "/images/${ref.url.replace(/^.*\//, "")}".`);
      } else if (!site.isPublicFile(normalise(ref.url.split(/[?#]/)[0]))) {
        report.error(file.rel, ref, `image "${ref.url}" is not a file: add public${ref.url} or correct the path.`);
      }
    }
  }
}

/** The <view> ids of SVG files in public/, each file read once. */
class ViewIds {
  private readonly read = new Map<string, string[]>();

  constructor(private readonly root: string) {}

  of(address: string): string[] {
    let ids = this.read.get(address);
    if (!ids) {
      const file = path.join(this.root, "public", address);
      const text = address.endsWith(".svg") && existsSync(file) ? readFileSync(file, "utf8") : "";
      ids = [...text.matchAll(/<view\b[^>]*\bid="([^"]+)"/g)].map((m) => m[1]!);
      this.read.set(address, ids);
    }
    return ids;
  }
}
