/**
 * What the editor's Link button accepts: web, mail and phone links or site
 * paths; a bare domain gets https://. Anything else (javascript:, data:) is
 * refused here, and the server's sanitizer would drop it anyway.
 */
export function normaliseHref(input: string): string | null {
  const href = input.trim();
  if (!href || /\s/.test(href)) return null;
  if (/^(https?:\/\/[^/]|mailto:|tel:)/i.test(href) || /^\/(?![/\\])/.test(href)) return href;
  if (/^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(href)) return `https://${href}`;
  return null;
}
