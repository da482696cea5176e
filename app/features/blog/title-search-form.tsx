import { Form, useSubmit } from "@remix-run/react";
import { useEffect, useMemo, useRef } from "react";
import { SearchIcon } from "~/shared/ui/icons";
import { SEARCH_DEBOUNCE_MS, debounce } from "./debounce";

/** docs/requirements.md (Routes). The page number is not in the form, so every new search starts at page 1. */
export function TitleSearchForm(props: {
  action: string;
  title: string;
  inputId: string;
  placeholder: string;
  label: string;
  /** English by default, as on staff screens. */
  fieldLabel?: string;
  submitLabel?: string;
  className: string;
  buttonClassName?: string;
}) {
  const submit = useSubmit();
  const input = useRef<HTMLInputElement>(null);
  const typing = useMemo(
    () =>
      debounce(() => {
        const form = input.current?.form;
        if (form) submit(form, { replace: true, preventScrollReset: true });
      }, SEARCH_DEBOUNCE_MS),
    [submit],
  );

  useEffect(() => () => typing.cancel(), [typing]);
  // The page paints before its code runs (ADR 017): words typed meanwhile are searched for now.
  const shownTitle = useRef(props.title);
  useEffect(() => {
    if (input.current && input.current.value !== shownTitle.current) typing.trigger();
  }, [typing]);
  // Back/forward changes the search in the address: show it, unless the visitor is typing.
  useEffect(() => {
    if (shownTitle.current === props.title) return;
    shownTitle.current = props.title;
    if (input.current && document.activeElement !== input.current) input.current.value = props.title;
  }, [props.title]);

  return (
    <Form method="get" action={props.action} role="search" className={props.className} aria-label={props.label}>
      <label htmlFor={props.inputId} className="visually-hidden">
        {props.fieldLabel ?? "Search posts by title"}
      </label>
      <input
        ref={input}
        id={props.inputId}
        type="search"
        name="title"
        defaultValue={props.title}
        placeholder={props.placeholder}
        maxLength={200}
        autoComplete="off"
        onChange={() => typing.trigger()}
      />
      <button type="submit" className={props.buttonClassName ? `button button-primary ${props.buttonClassName}` : "button button-primary"}>
        <SearchIcon size={18} /> <span>{props.submitLabel ?? "Search"}</span>
      </button>
    </Form>
  );
}
