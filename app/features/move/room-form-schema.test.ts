import { describe, expect, it } from "vitest";
import { parseWithZod } from "~/shared/forms/parse-with-zod";
import { roomFormSchema, roomInputOf } from "./room-form-schema";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return parseWithZod(data, { schema: roomFormSchema });
};

describe("the room form", () => {
  it("reads a number per item, skips empty and zero ones and unknown items, and keeps named other items", () => {
    const submission = form({
      "qty.double-bed": "1",
      "qty.almirah": "2",
      "qty.fridge": "",
      "qty.tv": "0",
      "qty.spaceship": "3",
      "other[0].name": "Sewing machine",
      "other[0].size": "small",
      "other[0].quantity": "",
      "other[1].name": "",
      "other[1].size": "medium",
      "other[1].quantity": "",
      note: "  Bed comes apart  ",
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(roomInputOf(submission.value, new Set(["double-bed", "almirah", "fridge", "tv"]))).toEqual({
      items: [
        { item: "double-bed", quantity: 1 },
        { item: "almirah", quantity: 2 },
      ],
      others: [{ name: "Sewing machine", size: "small", quantity: 1 }],
      note: "Bed comes apart",
    });
  });

  it("names the field of a bad number, a quantity without a name and a long note", () => {
    const submission = form({ "qty.fridge": "1.5", "qty.tv": "100", "qty.ups": "two", "other[0].name": "", "other[0].quantity": "2", note: "x".repeat(501) });
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toMatchObject({
      "qty.fridge": ["Enter a whole number from 0 to 99"],
      "qty.tv": ["Enter a whole number from 0 to 99"],
      "qty.ups": ["Enter a whole number from 0 to 99"],
      note: ["Keep the note under 500 characters"],
    });
  });

  it("asks for a name when an other item has a quantity", () => {
    const submission = form({ "other[0].name": "", "other[0].quantity": "2" });
    expect(submission.reply().error).toEqual({ "other[0].name": ["Give each other item a name"] });
  });
});
