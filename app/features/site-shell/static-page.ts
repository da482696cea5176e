import { isRouteErrorResponse, useMatches, useRouteError } from "@remix-run/react";
import { site } from "~/shared/site/site-config";
import { formatPakistaniPhone } from "~/shared/site/phone";
import { REGIONAL_PHONE_STORAGE_KEY } from "./regional-phone-view";

/**
 * A page nobody needs JavaScript for says so in its route's `handle`; the root then
 * leaves out the framework (no module script, no modulepreload, no __remixContext) and
 * the page is plain HTML, as a static site's would be. Following a link from it is a
 * full page load.
 */
export type StaticPageHandle = { hydrate: false };

export const STATIC_PAGE: StaticPageHandle = { hydrate: false };

/** False when the page's route (or a not-found answer) says it sends no JavaScript, in the server's render. */
export function useHydrates(): boolean {
  const matches = useMatches();
  const error = useRouteError();
  // In a browser React runs only on a page that hydrated: a page it navigates to keeps the framework.
  if (typeof document !== "undefined") return true;
  if (isRouteErrorResponse(error) && error.status === 404) return false;
  return !matches.some((match) => (match.handle as Partial<StaticPageHandle> | undefined)?.hydrate === false);
}

/**
 * What the shell's own code does on a hydrated page, for a page without it, as one
 * small inline script (allowed by its hash like every inline script): the header's
 * <details> menus close on a click elsewhere and on Escape (focus back on the toggle),
 * the search panel puts the cursor in its box when it opens,
 * elements marked data-animate below the fold fade in as they scroll into view, and,
 * on a page that names no office of its own, the number the visitor chose with
 * "Use my location" replaces the first one (regional-phone-view.tsx keeps it).
 */
export function staticPageScript({ regionalPhone }: { regionalPhone: boolean }): string {
  const phones = JSON.stringify(site.phones.map((phone) => [phone.number, formatPakistaniPhone(phone.number)]));
  const phone = regionalPhone
    ? `try{var P=${phones},c=JSON.parse(localStorage.getItem(${JSON.stringify(REGIONAL_PHONE_STORAGE_KEY)})),p=c&&c.index&&P[c.index];` +
      `p&&d.querySelectorAll("[data-contact-phone]").forEach(function(a){a.href="tel:"+p[0];var s=a.querySelector(".phone-number"),l=a.getAttribute("aria-label");` +
      `s&&(s.textContent=p[1]);l&&a.setAttribute("aria-label",l.replace(P[0][1],p[1]))})}catch(e){}`
    : "";
  return (
    `(function(){var d=document;${phone}` +
    `function m(){return[].slice.call(d.querySelectorAll("header details[open]"))}` +
    `d.addEventListener("pointerdown",function(e){m().forEach(function(x){x.contains(e.target)||(x.open=!1)})});` +
    `d.addEventListener("toggle",function(e){var x=e.target;x.open&&x.matches(".header-search")&&x.querySelector("input").focus()},!0);` +
    `d.addEventListener("keydown",function(e){var x=e.key=="Escape"&&m().pop();x&&(x.open=!1,x.querySelector("summary").focus())});` +
    `if("IntersectionObserver"in window){var o=new IntersectionObserver(function(es){es.forEach(function(e){e.isIntersecting&&(e.target.classList.add("is-visible"),o.unobserve(e.target))})});` +
    `d.querySelectorAll("[data-animate]").forEach(function(el){el.getBoundingClientRect().top<innerHeight?el.classList.add("is-visible"):o.observe(el)});d.documentElement.classList.add("js-animate")}})()`
  );
}
