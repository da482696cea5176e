import { useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useRef, type RefObject } from "react";

/**
 * The header's menus are <details> elements, so they open without
 * JavaScript. With it they also behave like menus: a click or tap elsewhere
 * closes them, Escape closes the innermost open one and puts focus back on
 * its toggle, and following a link closes them all at once: when the
 * navigation starts, not when the next page has arrived (a slow page would
 * otherwise leave the menu open over the progress bar for the whole wait).
 */
export function useMenuDismiss(root: RefObject<HTMLElement | null>) {
  const { key } = useLocation();
  const navigating = useNavigation().state !== "idle";

  // Not when the page hydrates: a menu a visitor opened before then stays open.
  const seen = useRef({ key, navigating });
  useEffect(() => {
    if (seen.current.key === key && seen.current.navigating === navigating) return;
    seen.current = { key, navigating };
    root.current?.querySelectorAll("details[open]").forEach((details) => details.removeAttribute("open"));
  }, [key, navigating, root]);

  useEffect(() => {
    const openMenus = () => Array.from(root.current?.querySelectorAll<HTMLDetailsElement>("details[open]") ?? []);
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      for (const details of openMenus()) {
        if (!details.contains(target)) details.open = false;
      }
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const open = openMenus();
      // The innermost open menu is the last in document order.
      const innermost = open[open.length - 1];
      if (!innermost) return;
      innermost.open = false;
      innermost.querySelector<HTMLElement>(":scope > summary")?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [root]);
}
