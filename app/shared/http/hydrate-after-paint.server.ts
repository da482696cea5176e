/**
 * Hydration starts once the page has painted (ADR 017). Remix's <Scripts>
 * writes a `<link rel="modulepreload">` per module and one module script
 * whose imports fetch them all (~90 KB) while the browser is still waiting
 * for the stylesheet and the first picture. The page is readable and usable
 * without them (every form works as plain HTML), so this rewrite of the
 * streamed HTML holds them back until the first frame is on screen:
 *
 * - the preloads become `rel="x-modulepreload"` and the module script
 *   `type="text/x-deferred-module"`: inert, but the same elements in the same
 *   places, so React hydrates the document it rendered (React 18 in
 *   production does not compare attribute values; a missing or extra element
 *   would make it throw the whole document away and render it again);
 * - the inline script that defines `window.__remixContext` (same nonce)
 *   starts with a few statements that, once the browser reports the first
 *   contentful paint and the page's priority picture (`fetchpriority="high"`,
 *   its largest paint) has loaded, in the task after the next animation frame,
 *   turn the preloads back on and give the module script its type back, then
 *   set its text again: a script the parser met with a type it does not run
 *   has not "already started", so it runs then, in place, with its own nonce
 *   (HTML "prepare the script element"; no element is added or moved). A tab
 *   opened in the background (no frames) starts at once; a picture still
 *   loading after PICTURE_WAIT_MS is waited for no longer.
 *
 * On a slow line the stylesheet and the LCP picture get the bandwidth first;
 * hydration starts after they are on screen instead of alongside them. (It
 * waited for the first animation frame only: on the post page, whose picture
 * comes through the web server from the API, the scripts often finished
 * before the picture was painted, and Lighthouse counted them in its LCP.) A page
 * without the module script (an error page, say) passes through untouched.
 * The rewrite runs on the whole document before the scripts are hashed for
 * the CSP (app/shared/http/script-hashes.server.ts), so the starter is part of
 * the hashed text and the inert module script's hash is in the policy when
 * it is given its type back (ADR 021).
 */
const MODULE_SCRIPT = /<script nonce="([^"]*)" type="module" async="">/;
const CONTEXT_SCRIPT = /<script nonce="([^"]*)">window\.__remixContext = /;
export const DEFERRED_MODULE_TYPE = "text/x-deferred-module";
export const DEFERRED_PRELOAD_REL = "x-modulepreload";

/** The longest hydration waits for the page's picture (ms): past it, a picture still loading on a slow line shares the bandwidth. */
export const PICTURE_WAIT_MS = 4000;

const STARTER =
  "(function(){function go(){if(go.d)return;go.d=1;" +
  `document.querySelectorAll('link[rel="${DEFERRED_PRELOAD_REL}"]').forEach(function(l){l.rel='modulepreload'});` +
  `var o=document.querySelector('script[type="${DEFERRED_MODULE_TYPE}"]');if(!o)return;` +
  // A script the parser met with a type it does not run has not "already started": given the module
  // type, it runs when its text is set again (children changed), in place, with its own nonce.
  "o.type='module';o.textContent=o.textContent}" +
  "if(document.visibilityState==='hidden')return go();" +
  // Two things to wait for, then the task after the next frame: the first contentful paint
  // (as the browser reports it, once it is on screen) and the page's priority picture (its LCP).
  "var w=2;function one(){if(--w===0)requestAnimationFrame(function(){setTimeout(go,0)})}" +
  "var P=window.PerformanceObserver;" +
  "if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)" +
  "new P(function(l,b){if(l.getEntriesByName('first-contentful-paint').length){b.disconnect();one()}}).observe({type:'paint',buffered:true});" +
  "else one();" +
  "var i=document.querySelector('img[fetchpriority=\"high\"]');" +
  "if(!i||i.complete)one();else{i.addEventListener('load',one);i.addEventListener('error',one)}" +
  `setTimeout(go,${PICTURE_WAIT_MS})})();`;

/**
 * Remix's <ScrollRestoration> script (it puts the page back where it was on a
 * reload). Its statement moves to the start of the context script and the
 * element stays, empty: one inline script fewer, so one hash fewer in every
 * page's CSP (a header a front cache parses again on every hit). An empty
 * script element runs nothing and needs no hash; React still finds it where
 * it rendered it (without the render's marker, so it is not hashed either).
 */
const SCROLL_SCRIPT = /<script(?: nonce="[^"]*")?>(\(\(STORAGE_KEY, restoreKey\) => [\s\S]*?)<\/script>/;

/** Rewrites the document up to and including the module script's opening tag; null while it has not arrived. */
function deferHydration(html: string): { head: string; rest: string } | null {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return null;
  const end = script.index + script[0].length;
  let head = html.slice(0, script.index).replaceAll('<link rel="modulepreload"', `<link rel="${DEFERRED_PRELOAD_REL}"`);
  let scroll = "";
  const scrollScript = SCROLL_SCRIPT.exec(head);
  if (scrollScript && CONTEXT_SCRIPT.test(head)) {
    scroll = `${scrollScript[1]};`;
    head = head.slice(0, scrollScript.index) + "<script></script>" + head.slice(scrollScript.index + scrollScript[0].length);
  }
  head = head.replace(CONTEXT_SCRIPT, (tag) => tag.replace("window.__remixContext = ", `${scroll}${STARTER}window.__remixContext = `));
  return { head: head + script[0].replace('type="module"', `type="${DEFERRED_MODULE_TYPE}"`), rest: html.slice(end) };
}

/** The whole rendered document with hydration held back until after the first paint. */
export function hydrateAfterPaint(html: string): string {
  const rewritten = deferHydration(html);
  return rewritten ? rewritten.head + rewritten.rest : html;
}
