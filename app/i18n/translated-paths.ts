/** App pages whose strings come from the catalogues, and each content page with a file in content/pages/ur/. */
const TRANSLATED_APP_PAGES = ["/", "/book", "/book/thanks", "/contact", "/blogs", "/search"] as const;

export function translatedPathsFrom(urduPageFiles: readonly string[]): Set<string> {
  const pages = urduPageFiles.filter((file) => file.endsWith(".mdx")).map((file) => `/${file.replace(/\.mdx$/, "")}`);
  return new Set([...TRANSLATED_APP_PAGES, ...pages]);
}
