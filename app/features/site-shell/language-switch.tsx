import { Link, useLocation } from "@remix-run/react";
import { englishPath, langOfPath, pathIn } from "~/i18n/alternates";
import { LANGUAGES } from "~/i18n/languages";
import { useMessages } from "~/i18n/use-messages";

/**
 * The link to the same page in the other language, in the header of every
 * page that has one (never a guess from the browser's language, never a link
 * to a page that does not exist). Its text is the other language's own name
 * (اردو / English), marked with that language so a screen reader says it right.
 */
export function LanguageSwitch({ translated }: { translated: readonly string[] }) {
  const { pathname } = useLocation();
  const t = useMessages();
  const lang = langOfPath(pathname);
  const english = englishPath(pathname).replace(/(.)\/+$/, "$1");
  if (!translated.includes(english)) return null;
  const other = LANGUAGES.find((candidate) => candidate !== lang)!;
  return (
    <Link
      to={pathIn(english, other)}
      className="language-switch"
      lang={other}
      hrefLang={other}
      title={t("nav.languageSwitchLabel")}
      data-testid="language-switch"
    >
      {t("nav.languageSwitch")}
    </Link>
  );
}
