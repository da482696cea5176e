import { translatedPathsFrom } from "./translated-paths";

// A lazy glob lists the file names without loading a page.
const urduPages = import.meta.glob("/content/pages/ur/*.mdx");

export const translatedPaths: ReadonlySet<string> = translatedPathsFrom(Object.keys(urduPages).map((file) => file.split("/").pop()!));
