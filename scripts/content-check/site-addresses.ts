import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { appRoutePaths } from "../../app/route-table";
import { CONTACT_FORM_ANCHOR, THANKS_ANCHOR } from "../../app/features/leads/lead-paths";
import type { Collection } from "./content-files";

export type ContentTarget = { file: string; collection: Collection; anchors: Set<string> };

export const SHELL_ANCHORS = ["main"];
export const CONTENT_LAYOUT_ANCHORS = ["page-title", "faq-title", "service-list-title", "cta-title"];
export const ROUTE_ANCHORS: Record<string, string[]> = {
  "/contact": ["page-title", CONTACT_FORM_ANCHOR],
  "/book": ["page-title"],
  "/book/thanks": [THANKS_ANCHOR],
};

type RoutePattern = string[];

export class SiteAddresses {
  private readonly content = new Map<string, ContentTarget>();
  private readonly routes: RoutePattern[];

  constructor(
    private readonly root: string,
    private readonly generatedFiles: Set<string> = new Set(),
  ) {
    this.routes = appRoutes();
  }

  addContent(address: string, target: ContentTarget) {
    this.content.set(address, target);
  }

  contentAt(address: string): ContentTarget | undefined {
    return this.content.get(address);
  }

  contentAddresses(): string[] {
    return [...this.content.keys()];
  }

  isRoute(address: string): boolean {
    const segments = address.split("/").filter(Boolean);
    return this.routes.some((pattern) => matches(pattern, segments));
  }

  isPublicFile(address: string): boolean {
    if (this.generatedFiles.has(address)) return true;
    const file = path.join(this.root, "public", address);
    // Never outside public/, whatever ../ the address holds.
    if (!file.startsWith(path.join(this.root, "public") + path.sep)) return false;
    return existsSync(file) && statSync(file).isFile();
  }
}

function appRoutes(): RoutePattern[] {
  return (
    appRoutePaths()
      .map((full) => full.split("/").filter(Boolean))
      // The catch-all 404 route answers any address: it is no target.
      .filter((pattern) => !(pattern.length === 1 && pattern[0] === "*"))
  );
}

function matches(pattern: RoutePattern, segments: string[]): boolean {
  for (let i = 0; i < pattern.length; i++) {
    const part = pattern[i];
    if (part === "*") return true;
    const optional = part.endsWith("?");
    if (i >= segments.length) return optional && pattern.slice(i).every((p) => p.endsWith("?") || p === "*");
    if (part.startsWith(":")) continue;
    if ((optional ? part.slice(0, -1) : part) !== segments[i]) return false;
  }
  return pattern.length === segments.length;
}
