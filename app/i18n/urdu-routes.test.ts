import { existsSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { englishPath, hasPathInLang } from "./alternates";
import { translatedPathsFrom } from "./translated-paths";
import { URDU_APP_ROUTES, urduRoutes } from "./urdu-routes";
import { STAFF_ROUTE_FILES } from "../route-table";

const appDir = fileURLToPath(new URL("..", import.meta.url));
const urduPageFiles = readdirSync(new URL("../../content/pages/ur", import.meta.url)).filter((file) => file.endsWith(".mdx"));
const englishPageFiles = new Set(readdirSync(new URL("../../content/pages", import.meta.url)).filter((file) => file.endsWith(".mdx")));
const routes = urduRoutes(urduPageFiles);
const staticPaths = routes.map((route) => `/${route.path}`).filter((path) => !path.includes(":") && !path.endsWith(".xml"));

describe("the /ur route table", () => {
  it("mounts every Urdu content page at /ur/<its file name>", () => {
    for (const file of urduPageFiles) {
      expect(staticPaths).toContain(`/ur/${file.replace(/\.mdx$/, "")}`);
    }
  });

  it("gives every /ur page an English twin: an English content file or the same app route module", () => {
    for (const route of routes) {
      expect(route.path.startsWith("ur")).toBe(true);
      if (route.file.startsWith("../content/")) {
        expect(englishPageFiles.has(route.file.split("/").pop()!)).toBe(true);
      } else {
        // The very module the English page uses, so the two can never drift apart.
        expect(existsSync(`${appDir}/${route.file}`)).toBe(true);
      }
    }
  });

  it("has exactly the translated pages as its fixed addresses, and a distinct id per route", () => {
    const translated = translatedPathsFrom(urduPageFiles);
    expect(new Set(staticPaths.map(englishPath))).toEqual(translated);
    expect(new Set(routes.map((route) => route.id)).size).toBe(routes.length);
  });

  it("mounts the public pages of the app under /ur with their English slugs, and no staff page", () => {
    expect(URDU_APP_ROUTES.map((route) => `/${route.path}`)).toEqual([
      "/ur",
      "/ur/book",
      "/ur/book/thanks",
      "/ur/contact",
      "/ur/estimate/:token",
      "/ur/move/:token",
      "/ur/move/:token/room/:room",
      "/ur/move/:token/addresses",
      "/ur/move/:token/review",
      "/ur/move/:token/receipts/:paymentId",
      "/ur/blogs",
      "/ur/blog/:id/:slug",
      "/ur/blog/:id",
      "/ur/rss.xml",
      "/ur/search",
    ]);
    for (const staff of ["login", "blog-list", "blog-create", "leads", "blog-comments"]) {
      expect(routes.some((route) => route.path === `ur/${staff}` || STAFF_ROUTE_FILES.has(route.file))).toBe(false);
    }
  });

  it("has no /ur route for a page without an Urdu file, so its /ur address is the 404 page", () => {
    const withoutAbout = urduPageFiles.filter((file) => file !== "about.mdx");
    const table = urduRoutes(withoutAbout).map((route) => `/${route.path}`);
    expect(table).not.toContain("/ur/about");
    expect(table).toContain("/ur/service");
    expect(hasPathInLang("/ur/about", translatedPathsFrom(withoutAbout))).toBe(false);
    expect(hasPathInLang("/ur/service", translatedPathsFrom(withoutAbout))).toBe(true);
  });
});
