import { z } from "zod";

/** One set per service id. Plain-text answers: they also feed the FAQPage structured data. */
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
