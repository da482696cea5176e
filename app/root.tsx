import { randomUUID } from "node:crypto";
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { ErrorPage, errorPageTitle } from "~/components/shell/error-page";
import { FloatingContact } from "~/components/shell/floating-contact";
import { NavigationProgress } from "~/components/shell/navigation-progress";
import { RegionalPhoneProvider } from "~/components/shell/regional-phone";
import { useScrollReveal } from "~/components/shell/use-scroll-reveal";
import { SiteFooter } from "~/components/shell/site-footer";
import { HeaderSearch } from "~/components/shell/header-search";
import { SiteHeader, type Navigation } from "~/components/shell/site-header";
import { pagesOfKind } from "~/lib/content/pages.server";
import { siteUrl } from "~/lib/site-url.server";
import { readStaffSession } from "~/lib/session/session.server";
import { readToast } from "~/lib/session/toast.server";
import { FlashToastOutlet } from "~/components/toast/flash-toast";
import { useNonce } from "~/lib/http/nonce";
import { site } from "~/lib/site-config";
import { VisitMark } from "~/lib/leads/visit-mark";
import appStyles from "~/styles/app.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: appStyles },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/icon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/**
 * Every route sets its own metadata; this only answers for the error page,
 * whose route's own `meta` never runs, so a 404 or a failure still has a
 * title in the tab and in history.
 */
export const meta: MetaFunction = ({ error }) => {
  if (!error) return [];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return [{ title: `${errorPageTitle(status)} | ${site.shortName}` }, { name: "robots", content: "noindex" }];
};

export async function loader({ request }: LoaderFunctionArgs) {
  
  const toNav = (kind: "service" | "city") =>
    pagesOfKind(kind)
      .filter((page) => !page.unlisted)
      .map((page) => ({ path: page.canonical, label: page.navLabel }));
  const nav: Navigation = { services: toNav("service"), cities: toNav("city") };
  const [{ toast, headers }, staff] = await Promise.all([readToast(request), readStaffSession(request)]);
  const flash = toast ? { ...toast, id: randomUUID() } : null;
  return data(
    { origin: siteUrl(), nav, flash, staff: staff ? { name: staff.user.name } : null },
    headers ? { headers } : undefined,
  );
}

const EMPTY_NAV: Navigation = { services: [], cities: [] };

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nav = data?.nav ?? EMPTY_NAV;
  const nonce = useNonce();
  return (
    <html lang="en-PK">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#12355b" />
        <Meta />
        <Links />
        <noscript>
          <style>{".needs-js{display:none!important}"}</style>
        </noscript>
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <RegionalPhoneProvider>
          <NavigationProgress />
          <SiteHeader nav={nav} searchSlot={<HeaderSearch />} />
          <FlashToastOutlet flash={data?.flash ?? null} />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter nav={nav} />
          <FloatingContact />
        </RegionalPhoneProvider>
        <VisitMark />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
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
