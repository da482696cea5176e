import { addressOf, translations } from "../content-files";
import type { Reference } from "../mdx-facts";
import { CONTENT_LAYOUT_ANCHORS, ROUTE_ANCHORS, SHELL_ANCHORS, type SiteAddresses } from "../site-addresses";
import type { CheckContext } from "./context";

export function checkLinks({ files, site, report }: CheckContext) {
  for (const file of files) {
    for (const ref of file.references) {
      if (ref.kind !== "link" || isExternal(ref.url)) continue;
      const { address } = split(ref.url);
      if (address === "") continue;
      if (!address.startsWith("/")) {
        report.error(file.rel, ref, `link "${ref.url}" is relative: write the site address from the root, e.g. "/${address.replace(/^\.?\//, "")}".`);
        continue;
      }
      const clean = normalise(address);
      if (site.contentAt(clean) || site.isRoute(clean) || site.isPublicFile(clean)) continue;
      const hint = closest(clean, site.contentAddresses());
      report.error(
        file.rel,
        ref,
        `link to "${address}" goes nowhere: no page content/pages${clean}.mdx, no route in app/route-table.ts, no file public${clean}.` +
          (hint ? ` Did you mean "${hint}"?` : " Correct the address or add the page."),
      );
    }
  }
}

export function checkAnchors({ files, site, report }: CheckContext) {
  for (const file of files) {
    for (const heading of file.headings) {
      if (SHELL_ANCHORS.includes(heading.id) || CONTENT_LAYOUT_ANCHORS.includes(heading.id)) {
        report.error(file.rel, heading, `this heading's id "${heading.id}" is already used by the page around the copy: reword the heading.`);
      }
    }
    for (const ref of file.references) {
      if (ref.kind !== "link" || isExternal(ref.url)) continue;
      const { address, anchor } = split(ref.url);
      if (anchor === undefined) continue;
      const target = address === "" ? addressOf(file) : address.startsWith("/") ? normalise(address) : null;
      if (target === null) continue;
      const anchors = anchorsAt(site, target);
      if (!anchors) continue; // the address itself is wrong: checkLinks says so
      let id = anchor;
      try {
        id = decodeURIComponent(anchor);
      } catch {
        // a malformed escape is reported as it is written
      }
      if (anchors.has(id)) continue;
      if (!site.contentAt(target)) {
        report.error(file.rel, ref, `link "${ref.url}": ${target} is not a page in content/, so its #${id} cannot be checked: link to ${target} without the #.`);
        continue;
      }
      report.error(file.rel, ref, missingAnchorMessage(ref, target, id, anchors));
    }
  }
}

function missingAnchorMessage(ref: Reference, target: string, id: string, anchors: Set<string>): string {
  const known = [...anchors].filter((a) => !SHELL_ANCHORS.includes(a) && !CONTENT_LAYOUT_ANCHORS.includes(a));
  const hint = closest(id, known);
  return (
    `link "${ref.url}": ${target} has no heading with the id "${id}".` +
    (hint ? ` Did you mean "#${hint}"?` : "") +
    (known.length ? ` Its heading ids: ${known.map((a) => `#${a}`).join(", ")}.` : " It has no headings to link to.")
  );
}

function anchorsAt(site: SiteAddresses, address: string): Set<string> | undefined {
  const content = site.contentAt(address);
  const withoutLanguage = address.replace(new RegExp(`^/(${translations.join("|")})(?=/|$)`), "") || "/";
  const routeIds = ROUTE_ANCHORS[withoutLanguage] ?? [];
  if (content) {
    const layout = content.collection === "pages" ? CONTENT_LAYOUT_ANCHORS : [];
    return new Set([...content.anchors, ...SHELL_ANCHORS, ...layout, ...routeIds]);
  }
  if (site.isRoute(address)) return new Set([...SHELL_ANCHORS, ...routeIds]);
  return undefined;
}

export function isExternal(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith("//");
}

function split(url: string): { address: string; anchor?: string } {
  const hash = url.indexOf("#");
  const beforeHash = hash === -1 ? url : url.slice(0, hash);
  const address = beforeHash.split("?")[0];
  return hash === -1 ? { address } : { address, anchor: url.slice(hash + 1) };
}

export function normalise(address: string): string {
  let clean = address;
  try {
    clean = decodeURI(address);
  } catch {
    // keep it as written
  }
  return clean.length > 1 ? clean.replace(/\/+$/, "") : clean;
}

/** At most a third changed, else the longest known prefix either way (/bookings → /book). */
function closest(value: string, candidates: string[]): string | undefined {
  return nearest(value, candidates) ?? sharedStart(value, candidates);
}

function sharedStart(value: string, candidates: string[]): string | undefined {
  const related = candidates.filter((c) => c.replace(/\W/g, "").length >= 3 && (value.startsWith(c) || c.startsWith(value)));
  return related.sort((a, b) => Math.abs(a.length - value.length) - Math.abs(b.length - value.length))[0];
}

function nearest(value: string, candidates: string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(value.length / 3)) + 1;
  for (const candidate of candidates) {
    const distance = editDistance(value, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}
