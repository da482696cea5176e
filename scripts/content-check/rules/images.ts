import type { CheckContext } from "./context";
import { field } from "./context";
import { isExternal, normalise } from "./links";

/** Social images count once the build would render them (public/social/<page>.png). */
export function checkImages({ files, site, report }: CheckContext) {
  for (const file of files) {
    for (const name of ["illustration", "image"]) {
      const value = field(file, name);
      if (!value || !value.startsWith("/")) continue;
      if (!site.isPublicFile(normalise(value))) {
        report.error(file.rel, file.fieldPosition([name]), `${name} "${value}" is not a file: add public${value} or correct the path.`);
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
