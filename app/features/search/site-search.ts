/**
 * Finding pages of the site by a visitor's words (the header search
 * also finds service and city pages, not just blog posts). The pages are
 * few, so a plain scan of their frontmatter is enough: every word of the
 * query must appear somewhere in a page's name, banner, description,
 * keywords or summary; pages whose name, banner or address holds a word come first.
 */
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

/** What the search reads of a page: its frontmatter's names, description, keywords and summary. */
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

/**
 * The words of a text as the search compares them: through the site's one
 * normaliser (lower case, accents, Arabic-keyboard letters, diacritics and
 * Eastern digits folded; shared with the API's post search), then split at
 * spaces and punctuation: "Shehzore," → "shehzore", `كراچي` → "کراچی".
 */
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
    // The address counts as the page's name: its Latin words ("moving-company-karachi") are how a
    // visitor typing in Latin letters names an Urdu page whose name and banner are in Urdu.
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
