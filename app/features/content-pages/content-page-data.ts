import type { WithMeta } from "~/shared/seo/loader-meta";
import type { Messages } from "~/i18n/messages";
import type { FaqItem } from "./faq-schema";
import type { Frontmatter } from "./frontmatter";
import type { PageDrawings } from "./drawings.server";

/** Its own module so the loader and the meta builders do not import each other. */
export type ServiceSummary = { path: string; label: string; summary: string; illustration: string };
/** A city page shows its own office's number everywhere. */
export type ContentPageData = { page: Frontmatter; faq: FaqItem[]; services: ServiceSummary[]; drawings: PageDrawings; pagePhoneIndex: number | null; pageName: string; messages: Partial<Messages> } & WithMeta;
