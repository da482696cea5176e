import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** An element caught half-way through a fade fails contrast although its final colours pass: finite animations end first. */
async function audit(page: Page, selector?: string) {
  if (selector) await expect(page.locator(selector).first()).toBeVisible();
  // The pointer rests where the last click was; a button drawn under it since then eases into its
  // hover colours a moment later. Move it off the content, so the audit sees the resting state.
  await page.mouse.move(0, 0);
  // axe scrolls elements into view to read their colours, which starts their scroll-in fade while it
  // measures; with reduced motion they are drawn in their final colours at once.
  await page.emulateMedia({ reducedMotion: "reduce" });
  // A toast that times out while axe reads it starts its fade-out mid-audit (react-hot-toast animates
  // the bar around its role="status" message): audits see toasts in their resting colours.
  await page.addStyleTag({ content: ':has(> [role="status"][aria-live]) { animation: none !important; opacity: 1 !important; }' });
  // A band below the first screen is drawn only as it nears the viewport (`.below-fold`, app/styles/base.css);
  // axe scrolls to an element and reads its colours in the same frame, before the band is drawn. Audits
  // see every band drawn, as a visitor who scrolls to it does.
  await page.addStyleTag({ content: ".below-fold { content-visibility: visible !important; }" });
  await page.waitForTimeout(50);
  await page.waitForFunction(
    // A scroll-driven animation (the scroll-to-top button's reveal without JavaScript) moves only when the page scrolls.
    () => document.getAnimations().every((a) => a.playState !== "running" || !(a.timeline instanceof DocumentTimeline) || a.effect?.getComputedTiming().endTime === Infinity),
    undefined,
    { timeout: 5_000 },
  );
  const builder = new AxeBuilder({ page });
  return (selector ? builder.include(selector) : builder).analyze();
}

/** Each violation with the elements it was found on: what a failing expectation lists. */
export function violationList(results: Awaited<ReturnType<typeof audit>>): string[] {
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/** No axe violations in `selector` (or the whole page), each listed with its elements when there are. */
export async function expectNoViolations(page: Page, selector?: string) {
  expect(violationList(await audit(page, selector))).toEqual([]);
}
