import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildLibrary, drawingsFor } from "./drawings.server";

const svg = (defs: string, content: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 480" width="960" height="480">${defs ? `<defs>${defs}</defs>` : ""}${content}</svg>\n`;
const BOX = `<g id="box"><rect width="64" height="52"/></g>`;
const LBOX = `<g id="lbox"><use href="#box"/><path d="M12 35h16"/></g>`;

const referencesOf = (markup: string) => [...markup.matchAll(/(?:href="#|url\(#)([^")]+)/g)].map((m) => m[1]!);
const idsOf = (markup: string) => [...markup.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);

describe("drawings written into the page", () => {
  it("gives a page each shape once, however many of its drawings place it, and everything a placed shape places", () => {
    const library = buildLibrary({
      "/illustrations/a.svg": svg(BOX + LBOX, `<use href="#lbox" transform="translate(10 20)"/>`),
      "/illustrations/b.svg": svg(BOX, `<use href="#box"/><use href="#box" x="80"/>`),
      "/illustrations/c.svg": svg("", `<rect width="960" height="480" fill="#dbeafe"/>`),
    });
    const page = drawingsFor(["/illustrations/a.svg", "/illustrations/b.svg", "/illustrations/c.svg"], library);
    expect(idsOf(page.defs)).toEqual(["ill-box", "ill-lbox"]);
    expect(page.bySrc["/illustrations/a.svg"]).toEqual({ viewBox: "0 0 960 480", body: `<use href="#ill-lbox" transform="translate(10 20)"/>` });
    // a.svg places only the labelled box, which places the box: both are there.
    expect(idsOf(drawingsFor(["/illustrations/a.svg"], library).defs)).toEqual(["ill-box", "ill-lbox"]);
    // A page of c.svg alone needs no shapes.
    expect(drawingsFor(["/illustrations/c.svg"], library).defs).toBe("");
  });

  it("renames a drawing's own ids after its scene, so two drawings and the page never share one", () => {
    const library = buildLibrary({
      "/illustrations/offices.svg": svg("", `<rect id="d" width="38"/><use href="#d" x="48"/>`),
      "/illustrations/towers.svg": svg(`<pattern id="q" width="22" height="22"><path d="M0 0h22"/></pattern>`, `<rect id="d" width="10"/><use href="#d"/><rect fill="url(#q)" width="9"/>`),
    });
    const page = drawingsFor(["/illustrations/offices.svg", "/illustrations/towers.svg"], library);
    expect(page.bySrc["/illustrations/offices.svg"]!.body).toBe(`<rect id="ill-offices-d" width="38"/><use href="#ill-offices-d" x="48"/>`);
    expect(page.bySrc["/illustrations/towers.svg"]!.body).toBe(`<rect id="ill-towers-d" width="10"/><use href="#ill-towers-d"/><rect fill="url(#ill-q)" width="9"/>`);
    expect(idsOf(page.defs)).toEqual(["ill-q"]);
  });

  it("leaves pictures that are not drawings of its own to an <img>", () => {
    const library = buildLibrary({ "/illustrations/a.svg": svg(BOX, `<use href="#box"/>`) });
    expect(drawingsFor(["/images/van.webp", "/illustrations/missing.svg"], library)).toEqual({ defs: "", bySrc: {} });
  });

  it("refuses two drawings whose shape of the same name differs, naming the file", () => {
    expect(() =>
      buildLibrary({
        "/illustrations/a.svg": svg(BOX, `<use href="#box"/>`),
        "/illustrations/b.svg": svg(`<g id="box"><rect width="10" height="10"/></g>`, `<use href="#box"/>`),
      }),
    ).toThrow(`drawings: "box" is drawn differently in /illustrations/b.svg; give it another id`);
  });

  it("inlines every drawing of public/illustrations/, each reference finding its shape on the page", () => {
    const files = readdirSync("public/illustrations").filter((name) => name.endsWith(".svg"));
    const sources = files.map((name) => `/illustrations/${name}`);
    const page = drawingsFor(sources);
    expect(Object.keys(page.bySrc).sort()).toEqual(sources.sort());
    const defined = idsOf(page.defs);
    expect(new Set(defined).size).toBe(defined.length);
    for (const [src, drawing] of Object.entries(page.bySrc)) {
      const own = idsOf(drawing.body);
      expect(own.every((id) => id.startsWith("ill-")), src).toBe(true);
      expect(referencesOf(drawing.body).filter((id) => !defined.includes(id) && !own.includes(id)), src).toEqual([]);
    }
    // The truck is drawn in several files and defined once.
    expect(defined.filter((id) => id === "ill-truck")).toHaveLength(1);
  });
});
