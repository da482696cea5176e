import { useLocation } from "@remix-run/react";
import { hreflangAlternates, langOfPath, pathIn } from "~/i18n/alternates";
import { useMessages } from "~/i18n/use-messages";
import { LANGUAGES, OG_LOCALES } from "~/i18n/languages";

/**
 * The hreflang links of a translated page (en, ur, x-default: absolute and the
 * same on both pages of the pair, hreflangAlternates in app/i18n/alternates.ts)
 * and og:locale:alternate for the other language. Rendered in the document
 * head by the root from the URL, so no page can forget them; pages without a
 * twin get none. `translated`: English pathnames with an Urdu version.
 * Also the blog feed of the page's language (/rss.xml, /ur/rss.xml), on every page.
 */
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
