import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./script-priority.server";

/** Streams the chunks through the rewrite and returns the HTML that comes out. */
async function rewrite(chunks: Array<string | Buffer>): Promise<string> {
  return text(Readable.from(chunks).pipe(lowPriorityModulePreloads()));
}

const page =
  '<head><link rel="stylesheet" href="/assets/app.css"/></head><body><p>Karachi → Lahore</p>' +
  '<link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/root.js"/>' +
  '<script type="module" async="">import "/assets/entry.client.js";</script></body>';
const expected = page.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');

describe("lowPriorityModulePreloads", () => {
  it("marks every module preload low priority and leaves the rest of the page as it was", async () => {
    const html = await rewrite([page]);
    expect(html).toBe(expected);
    expect(html.match(/fetchpriority="low"/g)).toHaveLength(2);
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
  });

  it("still finds a preload tag cut between two chunks, at any point", async () => {
    const start = page.indexOf("<link rel=\"modulepreload\"");
    for (let cut = start; cut <= start + 26; cut++) {
      expect(await rewrite([page.slice(0, cut), page.slice(cut)])).toBe(expected);
    }
  });

  it("keeps a character whose bytes are split between chunks", async () => {
    const bytes = Buffer.from(page);
    const arrow = bytes.indexOf(Buffer.from("→"));
    expect(await rewrite([bytes.subarray(0, arrow + 1), bytes.subarray(arrow + 1)])).toBe(expected);
  });

  it("passes a page without scripts through unchanged, even one ending in a partial tag", async () => {
    expect(await rewrite(["<p>No JavaScript here</p>", "<link rel=\"module"])).toBe('<p>No JavaScript here</p><link rel="module');
  });
});
