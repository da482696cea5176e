import { z } from "zod";
import { MOVE_LIMITS, NOTE_TOO_LONG_MESSAGE, OTHER_NAME_MESSAGE, OTHER_SIZES, QUANTITY_MESSAGE } from "~contract/moves";

// Conform's coercion does not reach the values of a record.
const quantity = z.preprocess(
  (value) => (value === undefined || value === null || (typeof value === "string" && value.trim() === "") ? undefined : Number(value)),
  z.number(QUANTITY_MESSAGE).int(QUANTITY_MESSAGE).min(0, QUANTITY_MESSAGE).max(MOVE_LIMITS.quantity, QUANTITY_MESSAGE).optional(),
);

export const OTHER_ROWS = 3;
const OTHER_NAME_REQUIRED_MESSAGE = "Give each other item a name";

export const roomFormSchema = z
  .object({
    qty: z.record(z.string().regex(/^[a-z0-9-]{1,40}$/), quantity).optional(),
    other: z
      .array(
        z.object({
          name: z.string().trim().max(MOVE_LIMITS.otherName, OTHER_NAME_MESSAGE).optional(),
          size: z.enum(OTHER_SIZES, "Choose a size for each other item").optional(),
          quantity,
        }),
      )
      .max(MOVE_LIMITS.othersPerRoom)
      .optional(),
    note: z.string().trim().max(MOVE_LIMITS.note, NOTE_TOO_LONG_MESSAGE).optional(),
  })
  .superRefine((form, ctx) => {
    for (const [index, row] of (form.other ?? []).entries()) {
      if ((row.quantity ?? 0) > 0 && !row.name) ctx.addIssue({ code: "custom", path: ["other", index, "name"], message: OTHER_NAME_REQUIRED_MESSAGE });
    }
  });
export type RoomForm = z.output<typeof roomFormSchema>;

export function roomInputOf(form: RoomForm, itemIds: ReadonlySet<string>) {
  return {
    items: Object.entries(form.qty ?? {})
      .filter(([item, count]) => itemIds.has(item) && (count ?? 0) > 0)
      .map(([item, count]) => ({ item, quantity: count! })),
    others: (form.other ?? [])
      .filter((row) => row.name)
      .map((row) => ({ name: row.name!, size: row.size ?? "medium", quantity: row.quantity && row.quantity > 0 ? row.quantity : 1 })),
    note: form.note ?? "",
  };
}
