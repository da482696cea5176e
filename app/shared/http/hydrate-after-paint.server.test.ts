import { describe, expect, it } from "vitest";
import { DEFERRED_MODULE_TYPE, DEFERRED_PRELOAD_REL, hydrateAfterPaint, PICTURE_WAIT_MS } from "./hydrate-after-paint.server";

async function rewrite(chunks: string[]): Promise<string> {
  return hydrateAfterPaint(chunks.join(""));
}

const moduleText = 'import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");';
const page =
  '<head><link rel="stylesheet" href="/assets/app.css"/></head><body><p>Karachi → Lahore</p>' +
  '<link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/root.js"/>' +
  '<script nonce="abc">window.__remixContext = {"url":"/"};</script>' +
  `<script nonce="abc" type="module" async="">${moduleText}</script></body></html>` +
  '<script nonce="abc">window.__remixContext.streamController.close();</script>';

type FakeNode = Record<string, unknown> & { remove?: () => void };

type Picture = FakeNode & { complete: boolean; listeners: Record<string, Array<() => void>> };

/**
 * Runs the statements the rewrite put before `window.__remixContext`, against a fake document:
 * `picture`, the page's priority picture (none, one already loaded, or one still loading);
 * `paintTiming`, whether the browser reports paints (PerformanceObserver "paint").
 */
function runStarter(html: string, visibility: "visible" | "hidden", options: { picture?: "none" | "loaded" | "loading"; paintTiming?: boolean } = {}) {
  const { picture = "none", paintTiming = true } = options;
  const code = /<script nonce="abc">(\(function\(\)\{[\s\S]*?\}\)\(\);)window\.__remixContext = /.exec(html)![1]!;
  const preloads: FakeNode[] = [{ rel: DEFERRED_PRELOAD_REL, href: "/assets/entry.client.js" }, { rel: DEFERRED_PRELOAD_REL, href: "/assets/root.js" }];
  // The inert script, recording every time its text is set (what makes a browser prepare it again).
  const textSets: Array<{ type: unknown; text: unknown }> = [];
  let text: unknown = moduleText;
  const inert: FakeNode = { type: DEFERRED_MODULE_TYPE, nonce: "abc" };
  Object.defineProperty(inert, "textContent", {
    get: () => text,
    set: (value: unknown) => {
      text = value;
      textSets.push({ type: inert.type, text: value });
    },
  });
  const image: Picture = { complete: picture === "loaded", listeners: {} };
  image.addEventListener = (type: string, fn: () => void) => (image.listeners[type] ??= []).push(fn);
  const frames: Array<() => void> = [];
  const timers: Array<{ fn: () => void; ms: number }> = [];
  const observers: Array<{ callback: (list: unknown, observer: unknown) => void; options: unknown; disconnected: boolean }> = [];
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ["paint", "largest-contentful-paint"] : ["resource"];
    entry: (typeof observers)[number];
    constructor(callback: (list: unknown, observer: unknown) => void) {
      this.entry = { callback, options: undefined, disconnected: false };
      observers.push(this.entry);
    }
    observe(options: unknown) {
      this.entry.options = options;
    }
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  /** The browser reports a paint entry to every observer. */
  const paint = (name: "first-paint" | "first-contentful-paint") => {
    for (const observer of observers) {
      if (observer.disconnected) continue;
      const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) };
      observer.callback(list, { disconnect: () => (observer.disconnected = true) });
    }
  };
  const document = {
    visibilityState: visibility,
    querySelectorAll: (selector: string) => (selector.includes(DEFERRED_PRELOAD_REL) ? preloads : []),
    querySelector: (selector: string) =>
      selector.includes(DEFERRED_MODULE_TYPE) ? inert : selector.startsWith("img[fetchpriority") && picture !== "none" ? image : null,
  };
  new Function("document", "window", "requestAnimationFrame", "setTimeout", code)(
    document,
    { PerformanceObserver: FakeObserver },
    (fn: () => void) => frames.push(fn),
    (fn: () => void, ms: number) => timers.push({ fn, ms }),
  );
  /** Runs the timers set for `ms`, in order. */
  const fire = (ms: number) => {
    for (const timer of timers.filter((t) => t.ms === ms)) timer.fn();
  };
  return { preloads, inert, textSets, frames, timers, fire, paint, image, observers };
}

describe("hydrateAfterPaint", () => {
  it("makes the preloads and the module script inert in place, the same elements where they were", async () => {
    const html = await rewrite([page]);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).toContain(`<link rel="${DEFERRED_PRELOAD_REL}" href="/assets/entry.client.js"/><link rel="${DEFERRED_PRELOAD_REL}" href="/assets/root.js"/>`);
    expect(html).toContain(`<script nonce="abc" type="${DEFERRED_MODULE_TYPE}" async="">${moduleText}</script>`);
    expect(html).toContain('<head><link rel="stylesheet" href="/assets/app.css"/></head><body><p>Karachi → Lahore</p>');
    expect(html).toContain('window.__remixContext = {"url":"/"};</script>');
    expect(html.endsWith('</body></html><script nonce="abc">window.__remixContext.streamController.close();</script>')).toBe(true);
    // No element added or taken away: React hydrates the document it rendered.
    expect(html.match(/<script\b/g)).toHaveLength(page.match(/<script\b/g)!.length);
    expect(html.match(/<link\b/g)).toHaveLength(page.match(/<link\b/g)!.length);
  });

  it("once the browser reports the first contentful paint, a frame later, turns the preloads on and the module script back into a module, in place", async () => {
    const { preloads, inert, textSets, frames, fire, paint, observers } = runStarter(await rewrite([page]), "visible");
    expect(observers[0]!.options).toEqual({ type: "paint", buffered: true });
    paint("first-paint"); // nothing contentful yet
    expect(frames).toHaveLength(0);
    paint("first-contentful-paint");
    expect(observers[0]!.disconnected).toBe(true);
    expect(textSets).toHaveLength(0);
    frames.shift()!();
    expect(textSets).toHaveLength(0); // still inside the frame: not painted yet
    fire(0);
    expect(preloads.map((link) => link.rel)).toEqual(["modulepreload", "modulepreload"]);
    // Its type first, then its text set again (unchanged), which is what runs it; its nonce untouched.
    expect(textSets).toEqual([{ type: "module", text: moduleText }]);
    expect(inert.nonce).toBe("abc");
    // The cap that follows finds it started: it does not run twice.
    fire(PICTURE_WAIT_MS);
    expect(textSets).toHaveLength(1);
    // A page whose priority picture is already in does the same.
    const loaded = runStarter(await rewrite([page]), "visible", { picture: "loaded" });
    loaded.paint("first-contentful-paint");
    loaded.frames.shift()!();
    loaded.fire(0);
    expect(loaded.textSets).toHaveLength(1);
  });

  it("waits for the page's priority picture as well (loaded or failed), in either order, then a frame", async () => {
    for (const outcome of ["load", "error"] as const) {
      for (const order of ["paint first", "picture first"] as const) {
        const { textSets, frames, fire, paint, image } = runStarter(await rewrite([page]), "visible", { picture: "loading" });
        const picture = () => image.listeners[outcome]!.forEach((listener) => listener());
        if (order === "paint first") {
          paint("first-contentful-paint");
          expect(frames).toHaveLength(0);
          picture();
        } else {
          picture();
          expect(frames).toHaveLength(0);
          paint("first-contentful-paint");
        }
        frames.shift()!();
        fire(0);
        expect(textSets, `${outcome}, ${order}`).toHaveLength(1);
      }
    }
  });

  it("waits PICTURE_WAIT_MS at most for a picture that does not arrive; where paints are not reported, starts a frame after it is parsed", async () => {
    const stuck = runStarter(await rewrite([page]), "visible", { picture: "loading" });
    stuck.paint("first-contentful-paint");
    expect(stuck.textSets).toHaveLength(0);
    stuck.fire(PICTURE_WAIT_MS);
    expect(stuck.textSets).toHaveLength(1);
    const noPaintTiming = runStarter(await rewrite([page]), "visible", { paintTiming: false });
    expect(noPaintTiming.observers).toHaveLength(0);
    noPaintTiming.frames.shift()!();
    noPaintTiming.fire(0);
    expect(noPaintTiming.textSets).toHaveLength(1);
  });

  it("starts at once in a tab opened in the background, which gets no frames", async () => {
    const { textSets, frames } = runStarter(await rewrite([page]), "hidden");
    expect(frames).toHaveLength(0);
    expect(textSets).toHaveLength(1);
  });

  it("runs the scroll restoration from the context script, leaving its own element in place and empty", async () => {
    const scroll = '((STORAGE_KEY, restoreKey) => {\n  window.scrollTo(0, Number(sessionStorage.getItem(STORAGE_KEY)));\n})("positions", null)';
    const withScroll = page.replace('<script nonce="abc">window.__remixContext', `<script nonce="abc">${scroll}</script><script nonce="abc">window.__remixContext`);
    const html = await rewrite([withScroll]);
    expect(html).toContain('<script></script><script nonce="abc">((STORAGE_KEY, restoreKey) => {');
    expect(html).toContain(`${scroll};(function(){function go(){`);
    // The same elements: React hydrates the empty one as the script it rendered.
    expect(html.match(/<script\b/g)).toHaveLength(withScroll.match(/<script\b/g)!.length);
    // One inline script with code fewer, so one hash fewer in the policy.
    const withCode = (text: string) => [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].filter(([, code]) => code!.trim()).length;
    expect(withCode(html)).toBe(withCode(withScroll) - 1);
  });

  it("passes a page without the module script through unchanged", async () => {
    expect(await rewrite(["<p>No JavaScript here</p>", '<link rel="modulepreload" href="/x.js"/>'])).toBe(
      '<p>No JavaScript here</p><link rel="modulepreload" href="/x.js"/>',
    );
  });
});
