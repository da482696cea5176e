import { z } from "zod";

/** Company data, checked by `npm run check:content`, the tests and on first use. */
const id = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case letters, digits and single hyphens");
const urdu = z.string().min(1).regex(/^[^A-Za-z]*$/, "must be written in Urdu letters");
const named = { id, en: z.string().trim().min(2).max(60), ur: urdu.max(60) };

const ITEM_FLAGS = ["fragile", "dismantle", "two-people"] as const;

const cubicFeet = z.number().positive("must be more than 0").max(2_000, "must be at most 2000 cubic feet");

const unique = <T extends { id: string }>(list: T[], ctx: z.RefinementCtx, what: string) => {
  const seen = new Set<string>();
  list.forEach((entry, index) => {
    if (seen.has(entry.id)) ctx.addIssue({ code: "custom", path: [index, "id"], message: `${what} "${entry.id}" appears twice` });
    seen.add(entry.id);
  });
};

export const catalogueSchema = z
  .object({
    notice: z.string().min(10),
    rooms: z.array(z.object(named).strict()).min(1).max(30).superRefine((list, ctx) => unique(list, ctx, "room")),
    otherSizes: z
      .array(z.object({ ...named, id: z.enum(["small", "medium", "large"]), en: z.string().min(2).max(80), ur: urdu.max(80), cubicFeet }).strict())
      .length(3),
    groups: z.array(z.object(named).strict()).min(1).superRefine((list, ctx) => unique(list, ctx, "group")),
    items: z
      .array(
        z
          .object({
            ...named,
            group: id,
            cubicFeet,
            flags: z.array(z.enum(ITEM_FLAGS, `must be one of ${ITEM_FLAGS.join(", ")}`)).max(ITEM_FLAGS.length),
          })
          .strict(),
      )
      .min(1)
      .max(150)
      .superRefine((list, ctx) => unique(list, ctx, "item")),
  })
  .strict()
  .superRefine((catalogue, ctx) => {
    const groups = new Set(catalogue.groups.map((group) => group.id));
    catalogue.items.forEach((item, index) => {
      if (!groups.has(item.group)) ctx.addIssue({ code: "custom", path: ["items", index, "group"], message: `group "${item.group}" is not in groups` });
      if (item.id === "other") ctx.addIssue({ code: "custom", path: ["items", index, "id"], message: '"other" is kept for the customer\'s own items' });
    });
  });

export type Catalogue = z.infer<typeof catalogueSchema>;
