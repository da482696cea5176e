import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { CloseIcon, SearchIcon } from "~/shared/ui/icons";
import { setSearchPopup, useSearchPopupOpen } from "./search-popup-store";
import { langOfPath, pathIn } from "~/i18n/alternates";
import { useMessages } from "~/i18n/use-messages";
import { SiteSearchForm } from "./site-search-form";
import { useHydrated } from "~/shared/hooks/use-hydrated";

/** Without JavaScript the button is a <details> toggle; with it, the search popup (docs/requirements.md, Routes). */
export function HeaderSearch() {
  const enhanced = useHydrated();
  const open = useSearchPopupOpen();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const [typed, setTyped] = useState<string | null>(null);
  const location = useLocation();
  const t = useMessages();
  const SITE_SEARCH_LABEL = t("search.label");
  const shownKey = useRef(location.key);
  const query = location.pathname === pathIn("/search", langOfPath(location.pathname)) ? (new URLSearchParams(location.search).get("q") ?? "") : "";

  useEffect(() => {
    // The page paints before its code runs (ADR 017): an already open plain search stays open with its text.
    const details = detailsRef.current;
    if (details?.open) {
      setTyped(details.querySelector("input")?.value ?? "");
      setSearchPopup(true);
    }
  }, []);
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    setTyped(null);
    setSearchPopup(false);
  }, [location.key]);

  useEffect(() => {
    if (!open) return;
    inputRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setSearchPopup(false);
        buttonRef.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setSearchPopup(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  if (!enhanced) {
    return (
      <details className="header-search" ref={detailsRef}>
        <summary className="icon-button" aria-label={SITE_SEARCH_LABEL} data-testid="header-search">
          <SearchIcon size={20} />
        </summary>
        <div id="header-search-panel" className="header-search-panel">
          <SiteSearchForm id="header-search" query={query} className="site-search-form header-search-form" />
        </div>
      </details>
    );
  }

  return (
    <div className="header-search">
      <button
        ref={buttonRef}
        type="button"
        className="icon-button"
        aria-label={SITE_SEARCH_LABEL}
        aria-expanded={open}
        aria-controls="header-search-panel"
        data-testid="header-search"
        onClick={() => setSearchPopup(!open)}
      >
        <SearchIcon size={20} />
      </button>
      {open ? (
        <div ref={panelRef} id="header-search-panel" className="header-search-panel" role="dialog" aria-label={SITE_SEARCH_LABEL}>
          <SiteSearchForm id="header-search" query={typed ?? query} className="site-search-form header-search-form" inputRef={inputRef} />
          <button
            type="button"
            className="icon-button header-search-close"
            aria-label={t("search.close")}
            onClick={() => {
              setSearchPopup(false);
              buttonRef.current?.focus();
            }}
          >
            <CloseIcon size={18} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
