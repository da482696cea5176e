import { Form } from "@remix-run/react";
import type { Ref } from "react";
import { useLocalPath } from "~/i18n/use-lang";
import { useMessages } from "~/i18n/use-messages";
import { SearchIcon } from "~/shared/ui/icons";

export function SiteSearchForm({ id, query = "", className, inputRef }: { id: string; query?: string; className: string; inputRef?: Ref<HTMLInputElement> }) {
  const inputId = `${id}-input`;
  const t = useMessages();
  const local = useLocalPath();
  return (
    <Form method="get" action={local("/search")} role="search" className={className} aria-label={t("search.label")}>
      <label htmlFor={inputId} className="visually-hidden">
        {t("search.label")}
      </label>
      {/* Keyed by the query: a search made elsewhere (the header) shows its words here, not the old ones. */}
      <input
        key={query}
        ref={inputRef}
        id={inputId}
        type="search"
        name="q"
        defaultValue={query}
        placeholder={t("search.placeholder")}
        maxLength={200}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="button button-primary">
        <SearchIcon size={18} /> <span>{t("search.submit")}</span>
      </button>
    </Form>
  );
}
