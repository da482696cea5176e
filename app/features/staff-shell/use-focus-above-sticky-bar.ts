import { useEffect } from "react";

/**
 * The sticky Cancel/Create bar at the bottom of the blog form never hides
 * the field that has focus. CSS scroll-padding covers fields the
 * browser scrolls to; a field already partly on screen is not scrolled, so
 * it may sit under the bar: move the page just enough to show it.
 */
const STICKY_BARS = ".blog-editor-actions";
const MARGIN_PX = 12;
/** Of a tall field (a rich-text box), its first lines are what must show. */
const WATCHED_HEIGHT_PX = 48;

export function useFocusAboveStickyBar() {
  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      const field = event.target;
      if (!(field instanceof HTMLElement)) return;
      showAbove(field);
      // Leaving the last field can move this one: its error ("Title is required") appears above it
      // once React has rendered, after this event. Look again when the page has settled.
      requestAnimationFrame(() => requestAnimationFrame(() => document.activeElement === field && showAbove(field)));
      setTimeout(() => document.activeElement === field && showAbove(field), 250);
    };
    const showAbove = (field: HTMLElement) => {
      for (const bar of document.querySelectorAll<HTMLElement>(STICKY_BARS)) {
        // Only fields above the bar in the form; the bar itself and what follows it are never under it.
        if (!(bar.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_PRECEDING) || bar.contains(field)) continue;
        if (getComputedStyle(bar).position !== "sticky") continue;
        const barTop = bar.getBoundingClientRect().top;
        const box = field.getBoundingClientRect();
        const watchedBottom = Math.min(box.bottom, box.top + WATCHED_HEIGHT_PX);
        if (watchedBottom > barTop) window.scrollBy({ top: watchedBottom - barTop + MARGIN_PX, behavior: "instant" });
      }
    };
    document.addEventListener("focusin", onFocus);
    return () => document.removeEventListener("focusin", onFocus);
  }, []);
}
