import { randomUUID } from "node:crypto";
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { langOfPath } from "~/i18n/alternates";
import { messagesFor, t } from "~/i18n/catalogue.server";
import { DIRECTIONS, LOCALES } from "~/i18n/languages";
import { translatedPaths } from "~/i18n/translated-paths.server";
import { useMessages } from "~/i18n/use-messages";
import { ErrorPage, errorPageTitle } from "~/features/site-shell/error-page";
import { LanguageAlternates } from "~/features/seo/language-alternates";
import { FloatingContact } from "~/features/site-shell/floating-contact";
import { NavigationProgress } from "~/features/site-shell/navigation-progress";
import { RegionalPhoneProvider } from "~/features/site-shell/regional-phone-view";
import { useScrollReveal } from "~/features/site-shell/use-scroll-reveal";
import { SiteFooter } from "~/features/site-shell/site-footer";
import { HeaderSearch } from "~/features/search/header-search";
import { SiteHeader, type Navigation } from "~/features/site-shell/site-header";
import { pagesOfKind } from "~/features/content-pages/pages.server";
import { siteUrl } from "~/shared/site/site-url.server";
import { liveStaffSession } from "~/shared/staff/require-staff.server";
import { readToast } from "~/shared/toast/toast.server";
import { FlashToastOutlet } from "~/shared/toast/flash-toast";
import { useNonce } from "~/shared/http/nonce";
import { site } from "~/shared/site/site-config";
import { VisitMark } from "~/shared/visit/visit-mark";
import { staticPageScript, useHydrates } from "~/features/site-shell/static-page";
import { usePagePhoneIndex } from "~/features/site-shell/contact-phone";
import appStyles from "~/styles/app.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: appStyles },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/icon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/** A route's own `meta` never runs on its error page, so a 404 still gets a title. */
export const meta: MetaFunction<typeof loader> = ({ error, data }) => {
  if (!error) return [];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return [{ title: `${errorPageTitle(status, data?.errorTitles)} | ${site.shortName}` }, { name: "robots", content: "noindex" }];
};

/** Switching language reloads the shell's strings. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate || langOfPath(currentUrl.pathname) !== langOfPath(nextUrl.pathname);

const SHELL_MESSAGES = ["shell", "nav", "breadcrumb", "search", "footer", "floating", "error", "feed", "cta", "services", "site", "office", "whatsapp"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  const toNav = (kind: "service" | "city") =>
    pagesOfKind(kind, lang)
      .filter((page) => !page.unlisted)
      .map((page) => ({ path: page.canonical, label: page.navLabel }));
  const nav: Navigation = { services: toNav("service"), cities: toNav("city") };
  const [{ toast, headers }, staff] = await Promise.all([readToast(request), liveStaffSession(request)]);
  const flash = toast ? { ...toast, id: randomUUID() } : null;
  return data(
    {
      origin: siteUrl(),
      nav,
      flash,
      staff: staff ? { name: staff.user.name } : null,
      lang,
      messages: messagesFor(lang, SHELL_MESSAGES),
      // The language switch links only to pages that exist.
      translated: [...translatedPaths],
      errorTitles: { notFound: t(lang, "error.notFoundTitle"), other: t(lang, "error.otherTitle") },
    },
    headers ? { headers } : undefined,
  );
}

const EMPTY_NAV: Navigation = { services: [], cities: [] };

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nav = data?.nav ?? EMPTY_NAV;
  const nonce = useNonce();
  // From the URL: an error page whose root loader failed is still in its language.
  const lang = langOfPath(useLocation().pathname);
  const hydrates = useHydrates();
  const pagePhoneIndex = usePagePhoneIndex();
  return (
    <html lang={lang === "en" ? LOCALES.en : lang} dir={lang === "en" ? undefined : DIRECTIONS[lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#12355b" />
        <Meta />
        <Links />
        {data ? <LanguageAlternates origin={data.origin} translated={data.translated} /> : null}
        <noscript>
          <style>{".needs-js{display:none!important}"}</style>
        </noscript>
      </head>
      <body>
        <SkipLink />
        <RegionalPhoneProvider>
          <NavigationProgress />
          <SiteHeader nav={nav} searchSlot={<HeaderSearch />} translated={data?.translated ?? []} />
          <FlashToastOutlet flash={data?.flash ?? null} hydrates={hydrates} />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter nav={nav} />
          <FloatingContact />
        </RegionalPhoneProvider>
        <VisitMark />
        {hydrates ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : import.meta.env.SSR ? (
          // Only a server renders a page that does not hydrate: the browser's bundle leaves the script's source out.
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: staticPageScript({ regionalPhone: pagePhoneIndex === null }) }} />
        ) : null}
      </body>
    </html>
  );
}

function SkipLink() {
  const t = useMessages();
  return (
    <a className="skip-link" href="#main">
      {t("shell.skipToContent")}
    </a>
  );
}

export default function App() {
  useScrollReveal();
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorPage status={404} />;
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
