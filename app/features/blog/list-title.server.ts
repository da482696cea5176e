import { t } from "~/i18n/catalogue.server";
import type { Lang } from "~/i18n/languages";

/** `{phone}` is left for buildMeta to fill. */
export function blogListTitle({ title, tag, page }: { title: string; tag: string; page: number }, lang: Lang = "en"): string {
  const words = title.trim();
  const keyword = tag.trim().toUpperCase();
  if (words && keyword) return t(lang, "blog.metaTitleSearchTag", { words, tag: keyword });
  if (words) return t(lang, "blog.metaTitleSearch", { words });
  if (keyword) return t(lang, "blog.metaTitleTag", { tag: keyword });
  return page > 1 ? t(lang, "blog.metaTitlePage", { page, phone: "{phone}" }) : t(lang, "blog.metaTitle", { phone: "{phone}" });
}
