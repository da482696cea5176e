import { useLocation } from "@remix-run/react";
import { hreflangAlternates, langOfPath, pathIn } from "~/i18n/alternates";
import { useMessages } from "~/i18n/use-messages";
import { LANGUAGES, OG_LOCALES } from "~/i18n/languages";

/** Rendered by the root from the URL, so no page can forget them. Also the blog feed of the page's language. */
export function LanguageAlternates({ origin, translated }: { origin: string; translated: readonly string[] }) {
  const { pathname } = useLocation();
  const t = useMessages();
  const clean = pathname.replace(/(.)\/+$/, "$1");
  const alternates = hreflangAlternates(clean, origin, new Set(translated));
  const lang = langOfPath(clean);
  return (
    <>
      <link rel="alternate" type="application/rss+xml" title={t("feed.linkTitle")} href={pathIn("/rss.xml", lang)} />
      {alternates.map((alternate) => (
        <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
      ))}
      {LANGUAGES.filter((other) => other !== lang).map((other) => (
        <meta key={other} property="og:locale:alternate" content={OG_LOCALES[other]} />
      ))}
    </>
  );
}
