import { z } from "zod";
import { isoDateTime } from "./common";
import { MOVE_PHOTO_LIMITS } from "./limits";

/** Saving a room replaces its list, so a retried save never doubles an item. */
export const MOVE_LIMITS = {
  rooms: 20,
  itemsPerRoom: 80,
  othersPerRoom: 10,
  quantity: 99,
  note: 500,
  otherName: 60,
  photosPerRoom: 10,
  photosPerMove: 40,
  photosPerUpload: MOVE_PHOTO_LIMITS.perUpload,
  photoBytes: MOVE_PHOTO_LIMITS.bytes,
  /** A phone photo is 12–50 MP; a decompression bomb is far beyond. */
  photoPixels: 60_000_000,
} as const;

/** 32 random bytes, base64url. */
export const MOVE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const ROOM_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const roomIdSchema = z.string().max(30).regex(ROOM_ID_PATTERN, "Choose a room from the list");
/** Only meaningful with the move's token or a staff session. */
export const PHOTO_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const QUANTITY_MESSAGE = `Enter a whole number from 0 to ${MOVE_LIMITS.quantity}`;
export const NOTE_TOO_LONG_MESSAGE = `Keep the note under ${MOVE_LIMITS.note} characters`;
export const OTHER_NAME_MESSAGE = `Name each other item in at most ${MOVE_LIMITS.otherName} characters`;
export const TOO_MANY_PHOTOS_MESSAGE = `A room can have ${MOVE_LIMITS.photosPerRoom} photos and a move ${MOVE_LIMITS.photosPerMove}: remove one to add another`;

const quantity = z.number(QUANTITY_MESSAGE).int(QUANTITY_MESSAGE).min(1, QUANTITY_MESSAGE).max(MOVE_LIMITS.quantity, QUANTITY_MESSAGE);

export const OTHER_SIZES = ["small", "medium", "large"] as const;

const roomItemSchema = z.object({ item: roomIdSchema, quantity });
const otherItemSchema = z.object({
  name: z.string().trim().min(1, OTHER_NAME_MESSAGE).max(MOVE_LIMITS.otherName, OTHER_NAME_MESSAGE),
  size: z.enum(OTHER_SIZES, "Choose a size for each other item"),
  quantity,
});

export const roomInputSchema = z
  .object({
    items: z.array(roomItemSchema).max(MOVE_LIMITS.itemsPerRoom, `A room can list ${MOVE_LIMITS.itemsPerRoom} kinds of item`),
    others: z.array(otherItemSchema).max(MOVE_LIMITS.othersPerRoom, `A room can list ${MOVE_LIMITS.othersPerRoom} other items`).default([]),
    note: z.string().trim().max(MOVE_LIMITS.note, NOTE_TOO_LONG_MESSAGE).default(""),
  })
  .superRefine((room, ctx) => {
    const seen = new Set<string>();
    for (const [index, line] of room.items.entries()) {
      if (seen.has(line.item)) ctx.addIssue({ code: "custom", path: ["items", index, "item"], message: "Each item appears once per room" });
      seen.add(line.item);
    }
  });
export type RoomInput = z.output<typeof roomInputSchema>;

export const roomSchema = z.object({
  room: z.string(),
  items: z.array(z.object({ item: z.string(), quantity: z.number().int() })),
  others: z.array(z.object({ name: z.string(), size: z.enum(OTHER_SIZES), quantity: z.number().int() })),
  note: z.string(),
  updatedAt: isoDateTime,
  updatedBy: z.string(),
});
export type MoveRoom = z.infer<typeof roomSchema>;

const photoSchema = z.object({
  _id: z.string(),
  room: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  createdAt: isoDateTime,
});
export type MovePhoto = z.infer<typeof photoSchema>;

/** No phone, e-mail or notes. */
export const moveSchema = z.object({
  token: z.string(),
  reference: z.string(),
  customerName: z.string(),
  language: z.string(),
  move: z.record(z.string(), z.unknown()).nullable(),
  rooms: z.array(roomSchema),
  photos: z.array(photoSchema),
  estimates: z.array(z.object({ path: z.string(), total: z.number().int(), state: z.string(), createdAt: isoDateTime })),
});
export type Move = z.infer<typeof moveSchema>;

export const movePath = (token: string) => `/move/${token}`;
