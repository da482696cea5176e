import { Link, NavLink } from "@remix-run/react";
import { useRef } from "react";
import { ChevronDownIcon, MenuIcon, PhoneIcon } from "~/components/icons";
import { telHref } from "~/lib/phone";
import { site } from "~/lib/site-config";
import { useContactPhone } from "./contact-phone";
import { Logo } from "./logo";
import { useMenuDismiss } from "./use-menu-dismiss";
import { PhoneNumber } from "~/components/shell/phone-number";

export type NavItem = { path: string; label: string };
export type Navigation = { services: NavItem[]; cities: NavItem[] };

/**
 * Site header. Menus are <details> elements so they open without JavaScript;
 * on wide screens the same markup lays out as a horizontal bar.
 */
export function SiteHeader({ nav, searchSlot }: { nav: Navigation; searchSlot?: React.ReactNode }) {
  const phone = useContactPhone();
  const headerRef = useRef<HTMLElement>(null);
  useMenuDismiss(headerRef);
  return (
    <header className="site-header" id="top" ref={headerRef}>
      <div className="topbar">
        <div className="container topbar-inner">
          <span className="topbar-tagline">{site.tagline}</span>
          <a className="topbar-phone" href={telHref(phone.number)} data-contact-phone>
            <PhoneIcon size={16} /> <PhoneNumber e164={phone.number} />
          </a>
        </div>
      </div>
      <div className="container header-inner">
        <Link to="/" className="brand" aria-label={`${site.companyName} home`}>
          <Logo />
        </Link>
        <details className="mobile-menu">
          <summary className="icon-button" aria-label="Menu">
            <MenuIcon size={24} />
          </summary>
          <MainNav nav={nav} id="mobile-nav" />
        </details>
        <MainNav nav={nav} id="desktop-nav" />
        <div className="header-actions">
          {searchSlot}
          <Link to="/book" className="button button-accent header-cta">
            Get a quote
          </Link>
        </div>
      </div>
    </header>
  );
}

function MainNav({ nav, id }: { nav: Navigation; id: string }) {
  return (
    <nav className={`main-nav ${id}`} aria-label="Main">
      <ul>
        <li>
          <NavLink to="/" end>
            Home
          </NavLink>
        </li>
        <li className="has-submenu">
          <details>
            <summary>
              Services <ChevronDownIcon size={16} />
            </summary>
            <ul className="submenu">
              <li>
                <NavLink to="/service" end>
                  All services
                </NavLink>
              </li>
              {nav.services.map((item) => (
                <li key={item.path}>
                  <NavLink to={item.path}>{item.label}</NavLink>
                </li>
              ))}
            </ul>
          </details>
        </li>
        <li className="has-submenu">
          <details>
            <summary>
              Cities <ChevronDownIcon size={16} />
            </summary>
            <ul className="submenu">
              {nav.cities.map((item) => (
                <li key={item.path}>
                  <NavLink to={item.path}>{item.label}</NavLink>
                </li>
              ))}
            </ul>
          </details>
        </li>
        <li>
          <NavLink to="/blogs">Blog</NavLink>
        </li>
        <li>
          <NavLink to="/about">About</NavLink>
        </li>
        <li>
          <NavLink to="/contact">Contact</NavLink>
        </li>
      </ul>
    </nav>
  );
}
