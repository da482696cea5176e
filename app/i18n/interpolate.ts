/**
 * Fills `{name}` in a template with params.name. Tiny and dependency-free so
 * the browser can use it on strings the server already resolved. A name
 * without a value stays visible as `{name}` (a bug shows, rather than a
 * silently shorter sentence).
 */
export function interpolate(template: string, params?: Record<string, string | number>): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

/** The `{names}` a template uses, in order of first appearance. */
export function placeholders(template: string): string[] {
  return [...new Set([...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!))];
}
