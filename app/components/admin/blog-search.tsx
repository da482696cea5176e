import { Form, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { SearchIcon } from "~/components/icons";

/** Spec §9: typing searches after 500 ms of quiet. */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * Title search (spec §2, §4): a GET form, so it works without JavaScript;
 * with it, typing submits after a pause. The page number is not part of the
 * form, so a new search starts again at page 1.
 */
export function BlogSearch({ title }: { title: string }) {
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => () => clearTimeout(timer.current), []);
  // Back/forward changes the search in the address: show it, unless the visitor is typing.
  useEffect(() => {
    if (input.current && document.activeElement !== input.current) input.current.value = title;
  }, [title]);

  return (
    <Form method="get" action="/blog-list" role="search" className="admin-search" aria-label="Search posts">
      <label htmlFor="blog-search" className="visually-hidden">
        Search posts by title
      </label>
      <input
        ref={input}
        id="blog-search"
        type="search"
        name="title"
        defaultValue={title}
        placeholder="Search by title"
        maxLength={200}
        autoComplete="off"
        onChange={(event) => {
          const form = event.currentTarget.form;
          clearTimeout(timer.current);
          timer.current = setTimeout(() => {
            if (form) submit(form, { replace: true, preventScrollReset: true });
          }, SEARCH_DEBOUNCE_MS);
        }}
      />
      <button type="submit" className="button button-primary admin-search-button">
        <SearchIcon size={18} />
        <span>Search</span>
      </button>
    </Form>
  );
}
