import { useMessages } from "~/i18n/use-messages";
import { site } from "~/shared/site/site-config";

/** Inline, so it never shifts layout. */
export function Logo() {
  const t = useMessages();
  return (
    <span className="logo">
      <svg className="logo-mark" width="44" height="32" viewBox="0 0 44 32" aria-hidden="true" focusable="false">
        <rect x="1" y="6" width="26" height="17" rx="2" fill="#c2410c" />
        <path d="M27 11h8l6 6v6H27z" fill="#12355b" />
        <rect x="30" y="13" width="5" height="4" rx="1" fill="#dbeafe" />
        <circle cx="9" cy="25" r="4" fill="#12355b" stroke="#fff" strokeWidth="2" />
        <circle cx="34" cy="25" r="4" fill="#12355b" stroke="#fff" strokeWidth="2" />
        <path d="M6 12h10M6 16h15" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="logo-text">
        {/* The space keeps the words apart in the link's text ("Manzil Packers & Movers"), as its label reads them. */}
        <strong>{site.shortName.split(" ")[0]}</strong>{" "}
        <small>{t("shell.logoSubtitle")}</small>
      </span>
    </span>
  );
}
