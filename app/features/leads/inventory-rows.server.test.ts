import { describe, expect, it } from "vitest";
import { inventoryRowsOf } from "./inventory-rows.server";

/** The estimate document's inventory speaks the page's language, and links to the move page in it. */
const INVENTORY = {
  movePath: `/move/${"t".repeat(43)}`,
  rooms: [
    {
      room: "kitchen",
      items: [{ item: "fridge", quantity: 1 }],
      others: [{ name: "Sewing machine", size: "small" as const, quantity: 2 }],
      note: "",
      updatedAt: "2026-11-27T10:00:00.000Z",
      updatedBy: "Customer",
    },
  ],
};

describe("inventoryRowsOf", () => {
  it("English: the catalogue's English names and the English move page", () => {
    expect(inventoryRowsOf("en", INVENTORY)).toEqual({
      movePath: INVENTORY.movePath,
      rooms: [{ name: "Kitchen", lines: [{ quantity: 1, name: "Fridge" }, { quantity: 2, name: "Sewing machine (small)" }] }],
    });
  });

  it("Urdu: the catalogue's Urdu names (what the customer typed stays as typed) and the Urdu move page", () => {
    expect(inventoryRowsOf("ur", INVENTORY)).toEqual({
      movePath: `/ur${INVENTORY.movePath}`,
      rooms: [{ name: "کچن", lines: [{ quantity: 1, name: "فریج" }, { quantity: 2, name: "Sewing machine (چھوٹی)" }] }],
    });
  });
});
