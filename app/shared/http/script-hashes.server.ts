import { createHash, randomBytes } from "node:crypto";

/**
 * The Content-Security-Policy of a page allows exactly the inline scripts we
 * rendered, by their SHA-256, instead of a per-request nonce (ADR 021): the
 * same page is then the same bytes for every visitor, and a shared cache (our
 * page cache, nginx, a CDN) may keep it.
 *
 * Which scripts are ours? React and Remix write every script they render
 * with the `nonce` they are given. We give them a random marker for this one
 * render (`renderMarker()`); afterwards each script carrying it has the marker
 * taken out and its text hashed. A script that got into the page any other
 * way (markup smuggled through a post, a comment, a tag) cannot carry a
 * marker nobody saw before the page was finished: it is not hashed, and the
 * browser refuses to run it. No marker ever reaches a visitor.
 *
 * The browser hashes a classic or module script's text exactly as it stands
 * between the tags (a script's content is raw text: no entities decoded), in
 * UTF-8, so hashing the same characters here gives the same digest.
 */
export function renderMarker(): string {
  return randomBytes(18).toString("base64url");
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

export function hashMarkedScripts(html: string, marker: string): { html: string; hashes: string[] } {
  const attribute = ` nonce="${marker}"`;
  const hashes = new Set<string>();
  const out = html.replace(SCRIPT, (whole, attributes: string, text: string) => {
    if (!attributes.includes(attribute)) return whole;
    const kept = attributes.replace(attribute, "");
    // Scripts with a src are allowed by 'self'; data blocks (JSON-LD) never run.
    if (!/\ssrc=/.test(kept) && !/\stype="application\/(?:ld\+)?json"/.test(kept)) hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
    return `<script${kept}>${text}</script>`;
  });
  return { html: out, hashes: [...hashes] };
}
