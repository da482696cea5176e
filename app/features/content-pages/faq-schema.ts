import { z } from "zod";

/**
 * Frontmatter of content/faq/*.mdx: one FAQ set per service id
 * (1 house, 2 office, 3 apartment, 4 enterprise, 5 international,
 * 6 truck rental, 7 empty). Plain-text answers, because they also feed the
 * FAQPage structured data.
 */
export const faqSchema = z
  .object({
    serviceId: z.number().int().min(1).max(7),
    name: z.string().min(2),
    items: z
      .array(
        z
          .object({
            question: z.string().min(8).max(200),
            answer: z.string().min(20).max(1200),
          })
          .strict(),
      )
      .max(30),
  })
  .strict();

export type FaqSet = z.infer<typeof faqSchema>;
export type FaqItem = FaqSet["items"][number];
