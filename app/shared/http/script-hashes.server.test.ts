import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashMarkedScripts, renderMarker } from "./script-hashes.server";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("script hashes for the page's CSP", () => {
  it("hashes exactly the scripts the render marked, takes the marker out, and leaves anything else unhashed", () => {
    const marker = renderMarker();
    const context = 'window.__remixContext = {"title":"Lahore → Karachi \\u003c/script>"};';
    const html =
      `<head><script type="application/ld+json" nonce="${marker}">{"@type":"MovingCompany"}</script></head>` +
      `<body><p>A comment: <script>alert(1)</script></p><script nonce="${marker}">${context}</script>` +
      `<script nonce="${marker}" type="text/x-deferred-module" async="">import "/assets/entry.js";</script>` +
      `<script nonce="${marker}" src="/assets/x.js"></script></body>`;
    const out = hashMarkedScripts(html, marker);
    expect(out.html).not.toContain(marker);
    expect(out.html).not.toContain("nonce=");
    expect(out.html).toContain(`<script>${context}</script>`);
    expect(out.html).toContain('<script type="text/x-deferred-module" async="">import "/assets/entry.js";</script>');
    // The injected script stays as it came, and is not allowed: its hash is not in the list.
    expect(out.html).toContain("<script>alert(1)</script>");
    expect(out.hashes).toEqual([sha(context), sha('import "/assets/entry.js";')]);
    expect(out.hashes).not.toContain(sha("alert(1)"));
  });

  it("a new marker for every render, so no page can guess the next one", () => {
    expect(renderMarker()).not.toBe(renderMarker());
    expect(renderMarker()).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });
});
