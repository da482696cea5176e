import { z } from "zod";

/** Checked by `npm run check:content` and at build (ADR 023); fields explained in content/README.md. */
export const pageKinds = ["home", "service", "city", "about", "contact", "services", "book", "page"] as const;

const sitePath = z
  .string()
  .regex(/^\/[a-z0-9\-/]*$/, "must be a site path such as /house-moving-company");

const pageFields = z.object({
  /** Page <title>; `{phone}` is replaced by the company's main phone number. */
  title: z.string().min(5).max(90),
  /** The big heading in the page banner (docs/requirements.md, Routes). */
  bannerTitle: z.string().min(2).max(80),
  navLabel: z.string().min(2).max(40),
  description: z.string().min(50).max(170),
  keywords: z.array(z.string().min(2)).min(3).max(15),
  canonical: sitePath,
  /** Social preview image (1200×630 raster) under public/. */
  image: z.string().regex(/^\/[\w\-/.]+\.(png|jpg|jpeg)$/, "must be a .png or .jpg path under public/"),
  /** A drawing of public/illustrations/ or a picture of its own. */
  illustration: z.string().regex(/^\/[\w\-/.]+\.(svg|png|webp|jpg)$/, "must be an image path under public/"),
  faqServiceId: z.number().int().min(1).max(7).optional(),
  /** Which structured data the page carries besides the site-wide ones. */
  kind: z.enum(pageKinds),
  /** For city pages: the office key in content/site.json. */
  city: z.string().optional(),
  summary: z.string().min(20).max(200),
  order: z.number().int().min(0).max(999).default(100),
  /** Hidden from the sitemap and marked noindex. */
  unlisted: z.boolean().default(false),
});

export const frontmatterSchema = pageFields
  .strict()
  .superRefine((fm, ctx) => {
    if (fm.kind === "city" && !fm.city) {
      ctx.addIssue({ code: "custom", path: ["city"], message: "city pages must name their office (city)" });
    }
  });

export type Frontmatter = z.infer<typeof frontmatterSchema>;

export const sectionKinds = ["home", "contact", "book"] as const;

/** As a page, without FAQ set or office; `kind` names the section. */
export const sectionFrontmatterSchema = pageFields
  .omit({ faqServiceId: true, city: true })
  .extend({ kind: z.enum(sectionKinds) })
  .strict();

export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `  - ${issue.path.length ? issue.path.join(".") : "(root)"}: ${issue.message}`)
    .join("\n");
}
