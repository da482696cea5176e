import { translatedPathsFrom } from "./translated-paths";

// Only the file names matter. A lazy glob lists them without loading a single page (the modules are
// the /ur content routes' own chunks, loaded only if something calls these functions, which nothing does).
const urduPages = import.meta.glob("/content/pages/ur/*.mdx");

/** The English pathnames with an Urdu version (content/pages/ur/about.mdx → /about, plus the app pages). */
export const translatedPaths: ReadonlySet<string> = translatedPathsFrom(Object.keys(urduPages).map((file) => file.split("/").pop()!));
