import { Form } from "@remix-run/react";
import type { Ref } from "react";
import { SearchIcon } from "~/components/icons";

export const SITE_SEARCH_LABEL = "Search the site";

/** The site search: a GET form to /search, the same in the header panel and on the results page. */
export function SiteSearchForm({ id, query = "", className, inputRef }: { id: string; query?: string; className: string; inputRef?: Ref<HTMLInputElement> }) {
  const inputId = `${id}-input`;
  return (
    <Form method="get" action="/search" role="search" className={className} aria-label={SITE_SEARCH_LABEL}>
      <label htmlFor={inputId} className="visually-hidden">
        {SITE_SEARCH_LABEL}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        name="q"
        defaultValue={query}
        placeholder="Services, cities, moving tips…"
        maxLength={200}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="button button-primary">
        <SearchIcon size={18} /> <span>Search</span>
      </button>
    </Form>
  );
}
