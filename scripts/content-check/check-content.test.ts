import { afterEach, describe, expect, it } from "vitest";
import { checkContent } from "./check-content";
import type { Diagnostic } from "./diagnostics";
import { faq, fixtureTree, OFFICES_BODY, page, pageFields, type Files } from "./fixture-tree";

/**
 * One test per rule of the content check, each on its own small content tree
 * (fixture-tree.ts), never on content/. Each breaks one thing an editor
 * could break and expects the error on that file, line and column.
 */
let cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
});

async function check(changes: Files = {}) {
  const tree = fixtureTree(changes);
  cleanups.push(tree.cleanup);
  const { report } = await checkContent(tree.root);
  const sorted = report.sorted();
  return { errors: sorted.filter((d) => d.severity === "error"), warnings: sorted.filter((d) => d.severity === "warning") };
}

const where = (d: Diagnostic) => `${d.file}:${d.line}:${d.col}`;
/** Line (1-based) of the first line of `text` that starts with `start`. */
const lineOf = (text: string, start: string) => text.split("\n").findIndex((line) => line.startsWith(start)) + 1;

describe("content check", () => {
  it("passes a tree where everything resolves", async () => {
    const { errors, warnings } = await check();
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it("schema: a bad field in content/sections/contact.mdx names the file, the field's line and the fix", async () => {
    const contact = page({ ...pageFields("contact", { kind: "contact", canonical: "/contact" }), faqServiceId: 2, navLabel: 7 });
    const { errors } = await check({ "content/sections/contact.mdx": contact });
    expect(errors.map(where)).toEqual([
      `content/sections/contact.mdx:${lineOf(contact, "navLabel:")}:11`,
      `content/sections/contact.mdx:${lineOf(contact, "faqServiceId:")}:1`,
    ]);
    expect(errors[0].message).toMatch(/^navLabel: .*expected string.*Correct the value/);
    expect(errors[1].message).toMatch(/unknown field "faqServiceId": remove it/);
  });

  it("schema: a missing page field and a bad FAQ id are errors too", async () => {
    const { title: _title, ...noTitle } = pageFields("house", { faqServiceId: 1 });
    const { errors } = await check({
      "content/pages/house.mdx": page(noTitle, "## What is included\n\n## What is included\n"),
      "content/faq/2-office.mdx": faq(9, ["Can you move over a weekend?"]),
    });
    const schemaErrors = errors.filter((e) => !e.message.includes("file name"));
    expect(schemaErrors.map((e) => `${where(e)} ${e.message}`)).toEqual([
      expect.stringMatching(/^content\/faq\/2-office.mdx:2:12 serviceId: Too big: expected number to be <=7\. Correct the value/),
      expect.stringMatching(/^content\/pages\/house.mdx:1:1 title: missing \(.*expected string.*\)\. Add "title:" to the frontmatter/),
    ]);
  });

  it("company data: an English line in the Urdu of content/move-prepare.json is refused on its line", async () => {
    const prepare = JSON.stringify({ notice: "What to prepare before the move.", items: [{ en: "Empty the fridge the night before.", ur: "Empty the fridge" }] }, null, 2);
    const { errors } = await check({ "content/move-prepare.json": prepare });
    expect(errors.map((e) => `${where(e)} ${e.message}`)).toEqual([
      expect.stringMatching(/^content\/move-prepare.json:\d+:\d+ items.0.ur: must be written in Urdu letters\. Correct the value/),
    ]);
    expect(errors[0]!.line).toBe(lineOf(prepare, '      "ur"'));
  });

  it("canonical: one that differs from the file's address says which to write", async () => {
    const offices = page(pageFields("offices", { kind: "page", canonical: "/our-offices" }), OFFICES_BODY);
    const { errors } = await check({ "content/pages/offices.mdx": offices });
    expect(errors).toHaveLength(1);
    expect(where(errors[0])).toBe(`content/pages/offices.mdx:${lineOf(offices, "canonical:")}:12`);
    expect(errors[0].message).toContain('write canonical: "/offices"');
  });

  it("links: a link to a page that does not exist is an error with a suggestion; routes, pages and files pass", async () => {
    const offices = page(
      pageFields("offices", { kind: "page" }),
      `${OFFICES_BODY}\nSee [house moves](/hose) and [shifting](/shifting), [RSS](/blogs) and [a file](/images/crew.jpg).\n\n<a href="/quote">Quote</a> [book](book) [mail](mailto:info@example.com)\n`,
    );
    const { errors } = await check({ "content/pages/offices.mdx": offices });
    const see = lineOf(offices, "See");
    const jsx = lineOf(offices, "<a");
    expect(errors.map(where)).toEqual([
      `content/pages/offices.mdx:${see}:5`,
      `content/pages/offices.mdx:${see}:30`,
      `content/pages/offices.mdx:${jsx}:4`,
      `content/pages/offices.mdx:${jsx}:28`,
    ]);
    expect(errors[2].message).toContain('link to "/quote" goes nowhere');
    expect(errors[3].message).toBe('link "book" is relative: write the site address from the root, e.g. "/book".');
    expect(errors[0].message).toContain('link to "/hose" goes nowhere');
    expect(errors[0].message).toContain('Did you mean "/house"?');
    expect(errors[1].message).toContain('link to "/shifting" goes nowhere');
  });

  it("anchors: a #heading that the target page does not render is an error listing the ids it has", async () => {
    const body =
      "[a](/house#what-is-included-1) [b](/house#whats-included) [c](#lahore-office) [d](#nowhere) [e](/contact#message-form) [f](/house#faq-title) [g](/blogs#posts)\n\n## Main\n";
    const offices = page(pageFields("offices", { kind: "page" }), `## Lahore office\n\n${body}`);
    const { errors } = await check({ "content/pages/offices.mdx": offices });
    expect(errors.map((e) => e.message)).toEqual([
      expect.stringMatching(/^link "\/house#whats-included": \/house has no heading with the id "whats-included". Did you mean "#what-is-included"\? Its heading ids: #what-is-included, #what-is-included-1\.$/),
      expect.stringMatching(/^link "#nowhere": \/offices has no heading with the id "nowhere"\./),
      'link "/blogs#posts": /blogs is not a page in content/, so its #posts cannot be checked: link to /blogs without the #.',
      'this heading\'s id "main" is already used by the page around the copy: reword the heading.',
    ]);
    expect(errors[0].line).toBe(lineOf(offices, "[a]"));
  });

  it("images: a missing illustration, social image or picture in the copy is an error", async () => {
    const house = page(pageFields("house", { illustration: "/illustrations/hous.svg", image: "/social/nowhere.png" }), "![A van](/images/van.jpg)\n");
    const { errors } = await check({ "content/pages/house.mdx": house });
    expect(errors.map((e) => `${where(e)} ${e.message}`)).toEqual([
      `content/pages/house.mdx:${lineOf(house, "image:")}:8 image "/social/nowhere.png" is not a file: add public/social/nowhere.png or correct the path.`,
      `content/pages/house.mdx:${lineOf(house, "illustration:")}:15 illustration "/illustrations/hous.svg" is not a file: add public/illustrations/hous.svg or correct the path.`,
      `content/pages/house.mdx:${lineOf(house, "![")}:1 image "/images/van.jpg" is not a file: add public/images/van.jpg or correct the path.`,
    ]);
  });

  it("unique: a duplicate title, description or FAQ question names the first file", async () => {
    const house = pageFields("house");
    const offices = page(pageFields("offices", { kind: "page", title: house.title, description: house.description }), OFFICES_BODY);
    const { errors } = await check({
      "content/pages/offices.mdx": offices,
      "content/faq/2-office.mdx": faq(2, ["do you bring  CARTONS?"]),
    });
    expect(errors.map((e) => `${where(e)} ${e.message}`)).toEqual([
      `content/faq/2-office.mdx:5:15 this question is already asked in content/faq/1-house.mdx: ask it once, or word the two differently.`,
      `content/pages/offices.mdx:${lineOf(offices, "title:")}:8 title is the same as in content/pages/house.mdx: each page needs its own title.`,
      `content/pages/offices.mdx:${lineOf(offices, "description:")}:14 description is the same as in content/pages/house.mdx: each page needs its own description.`,
    ]);
  });

  it("FAQ ids: a serviceId used twice or not matching the file name is an error", async () => {
    const { errors } = await check({ "content/faq/3-apartment.mdx": faq(2, ["Is there a lift fee?"]) });
    expect(errors.map((e) => e.message)).toEqual([
      "serviceId 2 does not match the file name (3-…): set serviceId: 3 or rename the file to 2-apartment.mdx.",
      "serviceId 2 is already used by content/faq/2-office.mdx, which pages would show instead: give this set a free id.",
    ]);
    expect(errors.every((e) => e.file === "content/faq/3-apartment.mdx" && e.line === 2)).toBe(true);
  });

  it("Urdu: a file needs its English twin and Urdu letters, not Arabic look-alikes", async () => {
    const urdu = (name: string, title: string, description: string) =>
      page(pageFields(name, { canonical: `/ur/${name}`, title, description, illustration: "/illustrations/house.svg", image: "/social/house.png" }));
    const about = "ہم لاہور، کراچی اور اسلام آباد میں گھر اور دفتر کا سامان احتیاط سے پیک کر کے منتقل کرتے ہیں، اور ایک طے شدہ تحریری قیمت دیتے ہیں۔";
    const good = urdu("house", "گھر کی منتقلی | کال کریں {phone}", `${about} سروے مفت ہے۔`);
    const arabic = urdu("offices", "دفتر كي منتقلي | کال کریں {phone}", `${about} دفتر کا سروے مفت ہے۔`);
    const { errors } = await check({
      "content/pages/ur/house.mdx": good,
      "content/pages/ur/offices.mdx": arabic,
      "content/pages/ur/garden.mdx": urdu("garden", "باغ کا سامان | کال کریں {phone}", `${about} باغ کا سروے مفت ہے۔`),
    });
    const titleLine = lineOf(arabic, "title:");
    const titleText = arabic.split("\n")[titleLine - 1];
    const col = (letter: string, from = 0) => titleText.indexOf(letter, from) + 1;
    expect(errors.map((e) => `${where(e)} ${e.message}`)).toEqual([
      "content/pages/ur/garden.mdx:1:1 no English twin content/pages/garden.mdx: an Urdu file translates the English file of the same name; rename it or add the English page first.",
      `content/pages/ur/offices.mdx:${titleLine}:${col("ك")} Arabic letter instead of Urdu: replace the Arabic kaf ك → Urdu keheh ک.`,
      `content/pages/ur/offices.mdx:${titleLine}:${col("ي")} Arabic letter instead of Urdu: replace the Arabic yeh ي → Urdu choti yeh ی.`,
      `content/pages/ur/offices.mdx:${titleLine}:${col("ي", col("ي"))} Arabic letter instead of Urdu: replace the Arabic yeh ي → Urdu choti yeh ی.`,
    ]);
  });

  it("Urdu: alef maksura counts as an Arabic look-alike, and numbers use 0–9, not Eastern digits", async () => {
    const urdu = (name: string, title: string, description: string) =>
      page(pageFields(name, { canonical: `/ur/${name}`, title, description, illustration: "/illustrations/house.svg", image: "/social/house.png" }));
    const about = "ہم لاہور، کراچی اور اسلام آباد میں گھر اور دفتر کا سامان احتیاط سے پیک کر کے منتقل کرتے ہیں، اور ایک طے شدہ تحریری قیمت دیتے ہیں۔";
    const digits = urdu("house", "گھر کی شفٹنگ ۲۴ گھنٹے | کال کریں {phone}", `${about} سروے مفت ہے۔`);
    const maksura = urdu("offices", "دفتر کى شفٹنگ | کال کریں {phone}", `${about} دفتر کا سروے مفت ہے۔`);
    const { errors } = await check({ "content/pages/ur/house.mdx": digits, "content/pages/ur/offices.mdx": maksura });
    const colIn = (text: string, letter: string) => text.split("\n")[lineOf(text, "title:") - 1].indexOf(letter) + 1;
    expect(errors.map((e) => `${where(e)} ${e.message}`)).toEqual([
      `content/pages/ur/house.mdx:${lineOf(digits, "title:")}:${colIn(digits, "۲")} Eastern digit ۲: write numbers with 0–9 (content/ur-glossary.md), so phone numbers and prices read the same on every phone.`,
      `content/pages/ur/house.mdx:${lineOf(digits, "title:")}:${colIn(digits, "۴")} Eastern digit ۴: write numbers with 0–9 (content/ur-glossary.md), so phone numbers and prices read the same on every phone.`,
      `content/pages/ur/offices.mdx:${lineOf(maksura, "title:")}:${colIn(maksura, "ى")} Arabic letter instead of Urdu: replace the Arabic alef maksura ى → Urdu choti yeh ی.`,
    ]);
  });

  it("lengths: a long title (with the phone filled in) and a short description warn but do not fail", async () => {
    const house = page(pageFields("house", { title: "Full House Shifting and Packing in Pakistan | Call {phone}", description: "Too short to be shown well in search results, though long enough." }));
    const { errors, warnings } = await check({ "content/pages/house.mdx": house });
    expect(errors).toEqual([]);
    expect(warnings.map((w) => `${where(w)} ${w.message}`)).toEqual([
      `content/pages/house.mdx:${lineOf(house, "title:")}:8 title is 63 characters with the phone number filled in ("Full House Shifting and Packing in Pakistan | Call 0300-0000001"); search results cut it after 60: shorten it.`,
      `content/pages/house.mdx:${lineOf(house, "description:")}:14 description is 65 characters; search results show 120–160 best: say a little more.`,
    ]);
  });
});
