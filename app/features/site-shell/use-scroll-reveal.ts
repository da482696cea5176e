import { useLocation } from "@remix-run/react";
import { useEffect } from "react";

/**
 * docs/requirements.md (Constants): once, offset 0. The observer's first answer marks what is off screen
 * `is-pending` (hidden), so nothing is hidden without JavaScript, nothing on screen flashes, and no
 * layout is forced. It starts at the visitor's first scroll: what they never scroll to costs the page's
 * load no restyle and no repaint. The JS-free pages' inline script does the same (static-page.ts).
 */
export function useScrollReveal() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!("IntersectionObserver" in window)) return;
    const observer = new IntersectionObserver((entries) => {
      for (const { target, isIntersecting } of entries) {
        if (isIntersecting) {
          target.classList.remove("is-pending");
          observer.unobserve(target);
        } else {
          target.classList.add("is-pending");
        }
      }
    });
    const start = () => {
      for (const element of document.querySelectorAll("[data-animate]")) observer.observe(element);
    };
    window.addEventListener("scroll", start, { once: true, passive: true });
    document.documentElement.classList.add("js-animate");
    return () => {
      window.removeEventListener("scroll", start);
      observer.disconnect();
    };
  }, [pathname]);
}
