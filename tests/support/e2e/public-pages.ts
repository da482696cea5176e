import { API_URL } from "./admin";

/** Every public page type a visitor can land on (content pages from content/pages/ included), for the page-by-page checks. */
export const PUBLIC_PAGES = [
  "/",
  "/about",
  "/service",
  "/contact",
  "/book",
  "/house-moving-company",
  "/apartment-relocations",
  "/office-relocations",
  "/international-moves",
  "/moving-company-lahore",
  "/moving-company-karachi",
  "/moving-company-islamabad",
  "/store-deliveries",
  "/storage-boxes-moves",
  "/pets-and-animals-moves",
  "/furniture-move",
  "/electronic-moves",
  "/shehzore-mazda-for-rent",
  "/blogs",
  "/search?q=Karachi",
  "/no-such-page",
];

/**
 * The public pages that hydrate (their JavaScript is used: steps and live estimate, location,
 * debounced search); every other public page sends no script. Each also has its /ur twin.
 */
export const HYDRATED_PAGES = ["/book", "/contact", "/blogs"];

/**
 * Whether a page hydrates: the pages above (and their /ur twins) and blog posts. Every other public
 * page sends the same server markup with JavaScript on or off (only small inline scripts run), so
 * a check of that markup alone (headings, links, structured data) needs the no-JS run only.
 */
export function hydrates(path: string): boolean {
  const bare = path.replace(/^\/ur(?=\/|$)/, "").split("?")[0] || "/";
  return HYDRATED_PAGES.includes(bare) || bare.startsWith("/blog/");
}

/** The newest post's address (it redirects to its canonical slug). */
export async function firstPost(): Promise<string> {
  const list = (await (await fetch(`${API_URL}/api/blogs`)).json()) as { blogs: { _id: string }[] };
  return `/blog/${list.blogs[0]!._id}`;
}
