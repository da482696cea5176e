import { useLocation } from "@remix-run/react";
import { useEffect } from "react";

/** docs/requirements.md (Constants). Hidden only once this runs, so nothing is hidden without JavaScript. */
export function useScrollReveal() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!("IntersectionObserver" in window)) return;
    const elements = Array.from(document.querySelectorAll<HTMLElement>("[data-animate]:not(.is-visible)"));
    const viewport = window.innerHeight;
    // Already on screen stays as it is: no flash on load.
    for (const element of elements) {
      if (element.getBoundingClientRect().top < viewport) element.classList.add("is-visible");
    }
    document.documentElement.classList.add("js-animate");
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) {
            entry.target.classList.add("is-visible");
            observer.unobserve(entry.target);
          }
        }
      },
      { rootMargin: "0px", threshold: 0 },
    );
    for (const element of elements) if (!element.classList.contains("is-visible")) observer.observe(element);
    return () => observer.disconnect();
  }, [pathname]);
}
