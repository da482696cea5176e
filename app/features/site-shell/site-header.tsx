import { Link, NavLink } from "@remix-run/react";
import { useLang, useLocalPath } from "~/i18n/use-lang";
import { useMessages } from "~/i18n/use-messages";
import { useRef, type ReactNode } from "react";
import { ChevronDownIcon, CloseIcon, MenuIcon, PhoneIcon } from "~/shared/ui/icons";
import { telHref } from "~/shared/site/phone";
import { site } from "~/shared/site/site-config";
import { useContactPhone } from "./contact-phone";
import { Logo } from "./logo";
import { useMenuDismiss } from "./use-menu-dismiss";
import { PhoneNumber } from "~/shared/ui/phone-number";
import { LanguageSwitch } from "./language-switch";

type NavItem = { path: string; label: string };
export type Navigation = { services: NavItem[]; cities: NavItem[] };

/** <details> menus open without JavaScript. `translated`: English pathnames with an Urdu twin. */
export function SiteHeader({ nav, searchSlot, translated = [] }: { nav: Navigation; searchSlot?: React.ReactNode; translated?: readonly string[] }) {
  const phone = useContactPhone();
  const t = useMessages();
  const local = useLocalPath();
  const lang = useLang();
  const headerRef = useRef<HTMLElement>(null);
  useMenuDismiss(headerRef);
  return (
    <header className="site-header" id="top" ref={headerRef}>
      <div className="topbar">
        <div className="container topbar-inner">
          <span className="topbar-tagline">{lang === "en" ? site.tagline : t("shell.tagline")}</span>
          <a className="topbar-phone" href={telHref(phone.number)} data-contact-phone>
            <PhoneIcon size={16} /> <PhoneNumber e164={phone.number} />
          </a>
          <LanguageSwitch translated={translated} />
        </div>
      </div>
      <div className="container header-inner">
        <Link to={local("/")} className="brand" aria-label={t("nav.brandHome", { company: site.companyName })}>
          <Logo />
        </Link>
        <details className="mobile-menu">
          <summary className="icon-button" aria-label={t("nav.menu")}>
            <MenuIcon size={24} className="menu-icon-open" />
            <CloseIcon size={24} className="menu-icon-close" />
          </summary>
          <MainNav nav={nav} id="mobile-nav" />
        </details>
        <MainNav nav={nav} id="desktop-nav" />
        <div className="header-actions">
          {searchSlot}
          <Link to={local("/book")} className="button button-accent header-cta">
            {t("nav.getQuote")}
          </Link>
        </div>
      </div>
    </header>
  );
}

function Submenu({ label, items, children }: { label: string; items: NavItem[]; children?: ReactNode }) {
  return (
    <li className="has-submenu">
      <details>
        <summary>
          {label} <ChevronDownIcon size={16} />
        </summary>
        <ul className="submenu">
          {children}
          {items.map((item) => (
            <li key={item.path}>
              <NavLink to={item.path}>{item.label}</NavLink>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}

function MainNav({ nav, id }: { nav: Navigation; id: string }) {
  const t = useMessages();
  const local = useLocalPath();
  return (
    <nav className={`main-nav ${id}`} aria-label={t("nav.label")}>
      <ul>
        <li>
          <NavLink to={local("/")} end>
            {t("nav.home")}
          </NavLink>
        </li>
        <Submenu label={t("nav.services")} items={nav.services}>
          <li>
            <NavLink to={local("/service")} end>
              {t("nav.allServices")}
            </NavLink>
          </li>
        </Submenu>
        <Submenu label={t("nav.cities")} items={nav.cities} />
        <li>
          <NavLink to={local("/blogs")}>{t("nav.blog")}</NavLink>
        </li>
        <li>
          <NavLink to={local("/about")}>{t("nav.about")}</NavLink>
        </li>
        <li>
          <NavLink to={local("/contact")}>{t("nav.contact")}</NavLink>
        </li>
      </ul>
    </nav>
  );
}
