/** Security: javascript:, data: and the like are refused (the sanitizer would drop them too); a bare domain gets https://. */
export function normaliseHref(input: string): string | null {
  const href = input.trim();
  if (!href || /\s/.test(href)) return null;
  if (/^(https?:\/\/[^/]|mailto:|tel:)/i.test(href) || /^\/(?![/\\])/.test(href)) return href;
  if (/^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(href)) return `https://${href}`;
  return null;
}
