/** The pages are few, so a plain scan of frontmatter is enough; name, banner or address matches come first. */
import { normaliseSearchText } from "~contract/search-text";
import type { Frontmatter } from "~/features/content-pages";

export type SearchablePage = {
  path: string;
  label: string;
  bannerTitle: string;
  title: string;
  description: string;
  summary: string;
  keywords: readonly string[];
  kind: string;
};

export function searchableOf(page: Frontmatter): SearchablePage {
  return {
    path: page.canonical,
    label: page.navLabel,
    bannerTitle: page.bannerTitle,
    title: page.title,
    description: page.description,
    summary: page.summary,
    keywords: page.keywords,
    kind: page.kind,
  };
}

export type PageHit = { path: string; label: string; summary: string; kind: string };

export const MAX_QUERY_LENGTH = 200;

/** Through the site's one normaliser, then split at spaces and punctuation. */
export function searchWords(text: string): string[] {
  return normaliseSearchText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

function matchesWord(haystack: string[], word: string): boolean {
  return haystack.some((candidate) => candidate.startsWith(word));
}

export function searchPages(pages: readonly SearchablePage[], query: string): PageHit[] {
  const words = searchWords(query.slice(0, MAX_QUERY_LENGTH));
  if (!words.length) return [];
  const scored: { page: SearchablePage; score: number; order: number }[] = [];
  pages.forEach((page, order) => {
    // The address's Latin words are how a Latin-typing visitor names an Urdu page.
    const heading = searchWords(`${page.label} ${page.bannerTitle} ${page.path.replace(/^\/ur(?=\/|$)/, "").replace(/[/-]/g, " ")}`);
    const body = searchWords(`${page.title.replaceAll("{phone}", "")} ${page.description} ${page.summary} ${page.keywords.join(" ")}`);
    let score = 0;
    for (const word of words) {
      if (matchesWord(heading, word)) score += 3;
      else if (matchesWord(body, word)) score += 1;
      else return;
    }
    scored.push({ page, score, order });
  });
  return scored
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ page }) => ({ path: page.path, label: page.label, summary: page.summary, kind: page.kind }));
}
