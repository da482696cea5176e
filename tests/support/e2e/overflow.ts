import type { Page } from "@playwright/test";

/** Inputs scroll their own value, sideways scrollers show all their content, hidden text and closed panels are not seen. */
export async function overflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    const describe = (el: Element) => {
      const cls = typeof el.className === "string" && el.className ? `.${el.className.trim().split(/\s+/).join(".")}` : "";
      return `${el.tagName.toLowerCase()}${cls} "${(el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 50)}"`;
    };
    if (document.documentElement.scrollWidth > width + 1) problems.push(`the page is ${document.documentElement.scrollWidth}px wide in a ${width}px window`);
    const hiddenCache = new Map<Element, boolean>();
    const visuallyHidden = (el: Element | null): boolean => {
      if (!el || el === document.body) return false;
      const known = hiddenCache.get(el);
      if (known !== undefined) return known;
      const style = getComputedStyle(el);
      const result = (style.position === "absolute" && style.clip !== "auto") || visuallyHidden(el.parentElement);
      hiddenCache.set(el, result);
      return result;
    };
    const skipTags = new Set(["INPUT", "TEXTAREA", "SELECT", "OPTION", "SCRIPT", "STYLE", "TEMPLATE", "IMG"]);
    for (const el of document.body.querySelectorAll("*")) {
      if (skipTags.has(el.tagName) || el.closest("svg")) continue;
      // Toasts (react-hot-toast) come and go on their own; closed <details> show nothing.
      if (el.closest("[class^=go], details:not([open]) > :not(summary)")) continue;
      const style = getComputedStyle(el);
      if (style.display === "none" || style.display === "contents" || style.visibility === "hidden") continue;
      if (el.clientWidth <= 2 || el.getClientRects().length === 0 || visuallyHidden(el)) continue;
      if (style.overflowX === "auto" || style.overflowX === "scroll") continue;
      if (el.scrollWidth > el.clientWidth + 1) problems.push(`${describe(el)}: content ${el.scrollWidth}px wide in a ${el.clientWidth}px box`);
    }
    return problems;
  });
}
