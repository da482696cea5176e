import { useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useRef, type RefObject } from "react";

/** <details> menus open without JavaScript. Links close them when navigation starts, not when a slow next page arrives. */
export function useMenuDismiss(root: RefObject<HTMLElement | null>) {
  const { key } = useLocation();
  const navigating = useNavigation().state !== "idle";

  // Not on hydration: a menu opened before then stays open.
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
