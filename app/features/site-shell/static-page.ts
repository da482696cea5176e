import { isRouteErrorResponse, useMatches, useRouteError } from "@remix-run/react";
import { site } from "~/shared/site/site-config";
import { formatPakistaniPhone } from "~/shared/site/phone";
import { REGIONAL_PHONE_STORAGE_KEY } from "./regional-phone-view";

/** The root then leaves out the framework: plain HTML, and links from it are full page loads. */
export type StaticPageHandle = { hydrate: false };

export const STATIC_PAGE: StaticPageHandle = { hydrate: false };

export function useHydrates(): boolean {
  const matches = useMatches();
  const error = useRouteError();
  // In a browser React runs only on a page that hydrated: a page it navigates to keeps the framework.
  if (typeof document !== "undefined") return true;
  if (isRouteErrorResponse(error) && error.status === 404) return false;
  return !matches.some((match) => (match.handle as Partial<StaticPageHandle> | undefined)?.hydrate === false);
}

/**
 * The shell's behaviour for a page without React, as one hashed inline script: <details> menus close on an
 * outside click or Escape, search focuses its box, data-animate fades in, and the visitor's regional number applies.
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
    // As use-scroll-reveal.ts: observed from the first scroll, the observer's first answer hides what is off screen.
    `if("IntersectionObserver"in window){var o=new IntersectionObserver(function(es){es.forEach(function(e){var t=e.target;e.isIntersecting?(t.classList.remove("is-pending"),o.unobserve(t)):t.classList.add("is-pending")})});` +
    `addEventListener("scroll",function(){d.querySelectorAll("[data-animate]").forEach(function(el){o.observe(el)})},{once:!0,passive:!0});d.documentElement.classList.add("js-animate")}})()`
  );
}
