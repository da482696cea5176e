import { createHash, randomBytes } from "node:crypto";

/**
 * The CSP allows exactly the inline scripts we rendered, by SHA-256, not a nonce (ADR 021), so a shared cache
 * may keep the page. React and Remix get a random marker as their `nonce`; scripts carrying it are hashed
 * and the marker removed. Smuggled markup cannot know the marker, so it is not hashed and never runs.
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
