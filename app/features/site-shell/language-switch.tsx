import { Link, useLocation } from "@remix-run/react";
import { englishPath, langOfPath, pathIn } from "~/i18n/alternates";
import { LANGUAGES } from "~/i18n/languages";
import { useMessages } from "~/i18n/use-messages";

/** Never guessed from the browser's language; marked with its language so a screen reader says it right. */
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
