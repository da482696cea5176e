import { useEffect } from "react";

/** scroll-padding covers fields the browser scrolls to; a field already partly on screen may sit under the sticky bar. */
const STICKY_BARS = ".blog-editor-actions";
const MARGIN_PX = 12;
/** Of a tall field, its first lines must show. */
const WATCHED_HEIGHT_PX = 48;

export function useFocusAboveStickyBar() {
  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      const field = event.target;
      if (!(field instanceof HTMLElement)) return;
      showAbove(field);
      // Leaving the last field can add an error above this one after React renders: look again once settled.
      requestAnimationFrame(() => requestAnimationFrame(() => document.activeElement === field && showAbove(field)));
      setTimeout(() => document.activeElement === field && showAbove(field), 250);
    };
    const showAbove = (field: HTMLElement) => {
      for (const bar of document.querySelectorAll<HTMLElement>(STICKY_BARS)) {
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
