import { describe, expect, it } from "vitest";
import { DEFERRED_MODULE_TYPE, DEFERRED_PRELOAD_REL, hydrateAfterPaint } from "./hydrate-after-paint.server";

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

/** Runs the statements the rewrite put before `window.__remixContext`, against a fake document. */
function runStarter(html: string, visibility: "visible" | "hidden") {
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
  const frames: Array<() => void> = [];
  const timers: Array<() => void> = [];
  const document = {
    visibilityState: visibility,
    querySelectorAll: (selector: string) => (selector.includes(DEFERRED_PRELOAD_REL) ? preloads : []),
    querySelector: (selector: string) => (selector.includes(DEFERRED_MODULE_TYPE) ? inert : null),
  };
  new Function("document", "requestAnimationFrame", "setTimeout", code)(
    document,
    (fn: () => void) => frames.push(fn),
    (fn: () => void) => timers.push(fn),
  );
  return { preloads, inert, textSets, frames, timers };
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

  it("after the first frame has painted, turns the preloads on and the module script back into a module, in place", async () => {
    const { preloads, inert, textSets, frames, timers } = runStarter(await rewrite([page]), "visible");
    expect(textSets).toHaveLength(0);
    frames.shift()!();
    expect(textSets).toHaveLength(0); // still inside the frame: not painted yet
    timers.shift()!();
    expect(preloads.map((link) => link.rel)).toEqual(["modulepreload", "modulepreload"]);
    // Its type first, then its text set again (unchanged), which is what runs it; its nonce untouched.
    expect(textSets).toEqual([{ type: "module", text: moduleText }]);
    expect(inert.nonce).toBe("abc");
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
