/**
 * Finding pages of the site by a visitor's words (issue 19: the header search
 * also finds service and city pages, not just blog posts). The pages are
 * few, so a plain scan of their frontmatter is enough: every word of the
 * query must appear somewhere in a page's name, banner, description,
 * keywords or summary; pages whose name or banner holds a word come first.
 */
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

export type PageHit = { path: string; label: string; summary: string; kind: string };

export const MAX_QUERY_LENGTH = 200;

/** Lower case words without accents or punctuation: "Shehzore," → "shehzore". */
export function searchWords(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
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
    const heading = searchWords(`${page.label} ${page.bannerTitle}`);
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
