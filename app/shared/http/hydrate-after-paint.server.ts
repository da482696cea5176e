/**
 * Holds hydration back until the page has painted (ADR 017): Remix's modulepreloads and module script
 * (~90 KB) otherwise compete with the stylesheet and the LCP picture on a slow line. They become inert
 * (`x-modulepreload`, `text/x-deferred-module`) but stay in place, since React throws the document away
 * on a missing element. After first contentful paint and the priority picture (at most PICTURE_WAIT_MS),
 * the context script restores them. Runs before the CSP hashes (script-hashes.server.ts, ADR 021).
 */
const MODULE_SCRIPT = /<script nonce="([^"]*)" type="module" async="">/;
const CONTEXT_SCRIPT = /<script nonce="([^"]*)">window\.__remixContext = /;
export const DEFERRED_MODULE_TYPE = "text/x-deferred-module";
export const DEFERRED_PRELOAD_REL = "x-modulepreload";

/** Past this (ms) a picture still loading shares the bandwidth. */
export const PICTURE_WAIT_MS = 4000;

const STARTER =
  "(function(){function go(){if(go.d)return;go.d=1;" +
  `document.querySelectorAll('link[rel="${DEFERRED_PRELOAD_REL}"]').forEach(function(l){l.rel='modulepreload'});` +
  `var o=document.querySelector('script[type="${DEFERRED_MODULE_TYPE}"]');if(!o)return;` +
  // A script the parser met with a type it does not run has not "already started": given the module
  // type, it runs when its text is set again (children changed), in place, with its own nonce.
  "o.type='module';o.textContent=o.textContent}" +
  "if(document.visibilityState==='hidden')return go();" +
  // First contentful paint and the priority picture (its LCP), then the task after the next frame.
  "var w=2;function one(){if(--w===0)requestAnimationFrame(function(){setTimeout(go,0)})}" +
  "var P=window.PerformanceObserver;" +
  "if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)" +
  "new P(function(l,b){if(l.getEntriesByName('first-contentful-paint').length){b.disconnect();one()}}).observe({type:'paint',buffered:true});" +
  "else one();" +
  "var i=document.querySelector('img[fetchpriority=\"high\"]');" +
  "if(!i||i.complete)one();else{i.addEventListener('load',one);i.addEventListener('error',one)}" +
  `setTimeout(go,${PICTURE_WAIT_MS})})();`;

/** <ScrollRestoration>'s statement moves into the context script: one CSP hash fewer per page. */
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

export function hydrateAfterPaint(html: string): string {
  const rewritten = deferHydration(html);
  return rewritten ? rewritten.head + rewritten.rest : html;
}
