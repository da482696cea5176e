import { expect, test, type Page } from "@playwright/test";

/**
 * A phone number broken at its hyphen ("0300-" on one line, "1234567" on the
 * next) reads as two numbers. On a phone, every number on the public pages
 * stays on one line, wherever it is shown.
 */
const PAGES = ["/", "/contact", "/about", "/book", "/blogs", "/moving-company-karachi", "/no-such-page"];

/** Every visible "0300-1234567" on the page, with how many lines it takes. */
async function phoneLines(page: Page): Promise<{ text: string; lines: number }[]> {
  return page.evaluate(() => {
    const found: { text: string; lines: number }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (const match of text.matchAll(/0\d{3}-\d{7}/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
        if (rects.length === 0) continue; // not shown (a closed menu, a hidden block)
        found.push({ text: match[0], lines: new Set(rects.map((rect) => Math.round(rect.top))).size });
      }
    }
    return found;
  });
}

for (const width of [320, 360]) {
  test(`every phone number stays on one line at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    let seen = 0;
    for (const path of PAGES) {
      await page.goto(path);
      const numbers = await phoneLines(page);
      seen += numbers.length;
      expect(
        numbers.filter((number) => number.lines > 1),
        `${path}: numbers broken over two lines`,
      ).toEqual([]);
    }
    expect(seen).toBeGreaterThan(5);
  });
}
