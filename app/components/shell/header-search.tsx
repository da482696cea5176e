import { Form, Link, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { CloseIcon, SearchIcon } from "~/components/icons";
import { setSearchPopup, useSearchPopupOpen } from "~/lib/search-popup-store";

/**
 * Header search. Without JavaScript it is a link to /blogs (which has its own
 * search form); with JavaScript a button opens a popup with a GET form to
 * /blogs?title=. Escape and a click outside close it; focus moves into the
 * popup and returns to the button.
 */
export function HeaderSearch() {
  const [enhanced, setEnhanced] = useState(false);
  const open = useSearchPopupOpen();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const location = useLocation();

  useEffect(() => setEnhanced(true), []);
  // Navigating (e.g. submitting the search) closes the popup.
  useEffect(() => setSearchPopup(false), [location.key]);

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
      <Link to="/blogs" className="icon-button" aria-label="Search the blog" data-testid="header-search">
        <SearchIcon size={20} />
      </Link>
    );
  }

  return (
    <div className="header-search">
      <button
        ref={buttonRef}
        type="button"
        className="icon-button"
        aria-label="Search the blog"
        aria-expanded={open}
        aria-controls="header-search-panel"
        data-testid="header-search"
        onClick={() => setSearchPopup(!open)}
      >
        <SearchIcon size={20} />
      </button>
      {open ? (
        <div ref={panelRef} id="header-search-panel" className="header-search-panel" role="dialog" aria-label="Search the blog">
          <Form method="get" action="/blogs" role="search" className="header-search-form">
            <label htmlFor="header-search-input" className="visually-hidden">
              Search the blog
            </label>
            <input ref={inputRef} id="header-search-input" type="search" name="title" placeholder="Search moving tips…" maxLength={200} />
            <button type="submit" className="button button-primary">
              Search
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label="Close search"
              onClick={() => {
                setSearchPopup(false);
                buttonRef.current?.focus();
              }}
            >
              <CloseIcon size={18} />
            </button>
          </Form>
        </div>
      ) : null}
    </div>
  );
}
