import { useEffect, useState } from "react";
import { useMessages } from "~/i18n/use-messages";
import { ArrowUpIcon } from "~/shared/ui/icons";
import { useHydrated } from "~/shared/hooks/use-hydrated";

/** A link to #top, so it works without JavaScript (a scroll-driven CSS animation hides it at the top). */
export function ScrollToTopButton() {
  const t = useMessages();
  const enhanced = useHydrated();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > 400);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  return (
    <a
      href="#top"
      className="floating-button floating-top"
      aria-label={t("floating.scrollTop")}
      data-testid="scroll-to-top"
      data-js={enhanced ? "" : undefined}
      data-hidden={enhanced && !visible ? "true" : undefined}
      tabIndex={enhanced && !visible ? -1 : undefined}
      onClick={(event) => {
        event.preventDefault();
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
        document.getElementById("main")?.focus({ preventScroll: true });
      }}
    >
      <ArrowUpIcon size={22} />
    </a>
  );
}
