import { normaliseSearchText } from "../contract/search-text";

/** How much of the post's plain text is searched: its opening, where a post says what it is about. */
const SEARCHED_TEXT_CHARS = 300;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function plainTextOfHtml(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === "#") {
        const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : " ";
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, " ")
    .trim();
}

function folded(text: string): string {
  return normaliseSearchText(text).replace(/\s+/g, " ").trim();
}

/** Joined by a line break, which no term holds, so no match spans parts. */
export function postSearchText(post: { title: string; tags: readonly string[]; description: string }): string {
  const text = plainTextOfHtml(post.description);
  return [folded(post.title), folded(post.tags.join(" ")), folded([...text].slice(0, SEARCHED_TEXT_CHARS).join(""))].join("\n");
}

/** NUL, which no post holds, is dropped. */
export function searchNeedle(term: string): string {
  return folded(term.replaceAll("\u0000", ""));
}
