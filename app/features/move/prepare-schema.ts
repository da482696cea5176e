import { z } from "zod";

/** Checked by `npm run check:content` and on first use. */
export const prepareSchema = z
  .object({
    notice: z.string().min(10),
    items: z
      .array(
        z
          .object({
            en: z.string().trim().min(10).max(200),
            ur: z.string().trim().min(10).max(200).regex(/^[^A-Za-z]*$/, "must be written in Urdu letters"),
          })
          .strict(),
      )
      .min(1)
      .max(15),
  })
  .strict();
