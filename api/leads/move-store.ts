import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { estimatePath } from "../contract/estimates";
import { MOVE_LIMITS, movePath, TOO_MANY_PHOTOS_MESSAGE, type Move, type MovePhoto, type MoveRoom, type RoomInput } from "../contract/moves";
import type { Db } from "../db/database";
import type { MovePhotoRow, MoveRoomRow, MoveRow } from "../db/schema";
import { HttpError } from "../lib/http-errors";
import type { UploadJournal } from "../storage/uploads";
import { isoNow } from "../lib/time";
import { moveOf, toStaffEstimate } from "./estimate-store";
import { CUSTOMER, event, type Actor } from "./lead-store";

/** "bedroom-1" → "Bedroom 1", for the (English) timeline. */
const roomName = (room: string) => room.charAt(0).toUpperCase() + room.slice(1).replaceAll("-", " ");
/** Staff edit the rooms too during a survey: the timeline's name alone does not tell them from the customer. */
const byWhom = (actor: Actor) => (actor.id ? `by ${actor.name} (staff)` : actor.name === CUSTOMER.name ? "by the customer" : `by ${actor.name}`);

const newToken = () => randomBytes(32).toString("base64url");
export const newPhotoId = () => randomBytes(16).toString("base64url");
export const newPhotoFile = () => `move-${randomBytes(24).toString("base64url")}.jpeg`;

function toRoom(row: MoveRoomRow): MoveRoom {
  return {
    room: row.room,
    items: JSON.parse(row.items) as MoveRoom["items"],
    others: JSON.parse(row.others) as MoveRoom["others"],
    note: row.note,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

const toPhoto = (row: MovePhotoRow): MovePhoto => ({ _id: row.id, room: row.room, width: row.width, height: row.height, createdAt: row.created_at });

export type NewPhoto = { id: string; file: string; width: number; height: number; bytes: number };

/** Made when a quote is stored (or when staff open an older one); its token is the customer's key. */
export class MoveStore {
  constructor(private readonly db: Db) {}

  /** The upload cleanup job keeps these. */
  async referencedPhotos(names: string[]): Promise<Set<string>> {
    const files = names.filter((name) => name.startsWith("move-"));
    const found = new Set<string>();
    for (let at = 0; at < files.length; at += 500) {
      const rows = await this.db.selectFrom("move_photos").select("file").where("file", "in", files.slice(at, at + 500)).execute();
      for (const row of rows) found.add(row.file);
    }
    return found;
  }

  /** Two at once: one wins, both answer it. */
  async ensureForLead(leadId: string): Promise<MoveRow> {
    const existing = await this.db.selectFrom("moves").selectAll().where("lead_id", "=", leadId).executeTakeFirst();
    if (existing) return existing;
    await this.db
      .insertInto("moves")
      .values({ id: randomBytes(9).toString("base64url"), lead_id: leadId, token: newToken(), created_at: isoNow() })
      .onConflict((oc) => oc.column("lead_id").doNothing())
      .execute();
    return this.db.selectFrom("moves").selectAll().where("lead_id", "=", leadId).executeTakeFirstOrThrow();
  }

  /** Without making one (a lead that never had a move page has none). */
  async tokenOfLead(leadId: string): Promise<string | null> {
    const row = await this.db.selectFrom("moves").select("token").where("lead_id", "=", leadId).executeTakeFirst();
    return row?.token ?? null;
  }

  async byToken(token: string): Promise<MoveRow | undefined> {
    return this.db.selectFrom("moves").selectAll().where("token", "=", token).executeTakeFirst();
  }

  /** No phone, e-mail or notes. */
  async view(move: MoveRow, now = new Date()): Promise<Move> {
    const [lead, rooms, photos, estimates] = await Promise.all([
      this.db.selectFrom("leads").select(["reference", "name", "kind", "details", "language"]).where("id", "=", move.lead_id).executeTakeFirstOrThrow(),
      this.db.selectFrom("move_rooms").selectAll().where("move_id", "=", move.id).orderBy("room").execute(),
      this.db.selectFrom("move_photos").selectAll().where("move_id", "=", move.id).orderBy("created_at").orderBy("id").execute(),
      this.db.selectFrom("estimates").selectAll().where("lead_id", "=", move.lead_id).where("withdrawn_at", "is", null).orderBy("created_at").execute(),
    ]);
    return {
      token: move.token,
      reference: lead.reference,
      customerName: lead.name,
      language: lead.language,
      move: moveOf(lead.kind, lead.details),
      rooms: rooms.map(toRoom).filter((room) => room.items.length > 0 || room.others.length > 0 || room.note !== ""),
      photos: photos.map(toPhoto),
      estimates: estimates.map((row) => {
        const estimate = toStaffEstimate(row, now);
        return { path: estimatePath(row.token), total: estimate.total, state: estimate.state, createdAt: estimate.createdAt };
      }),
    };
  }

  async inventoryOfEstimate(estimateToken: string): Promise<{ movePath: string; rooms: MoveRoom[] } | null> {
    const move = await this.db
      .selectFrom("moves")
      .innerJoin("estimates", "estimates.lead_id", "moves.lead_id")
      .selectAll("moves")
      .where("estimates.token", "=", estimateToken)
      .executeTakeFirst();
    if (!move) return null;
    const rows = await this.db.selectFrom("move_rooms").selectAll().where("move_id", "=", move.id).orderBy("room").execute();
    return { movePath: movePath(move.token), rooms: rows.map(toRoom).filter((room) => room.items.length > 0 || room.others.length > 0) };
  }

  /** The same save twice is stored and noted once. */
  async saveRoom(move: MoveRow, room: string, input: RoomInput, actor: Actor): Promise<void> {
    const items = JSON.stringify(input.items.filter((line) => line.quantity > 0));
    const others = JSON.stringify(input.others);
    await this.db.transaction().execute(async (trx) => {
      const current = await trx.selectFrom("move_rooms").selectAll().where("move_id", "=", move.id).where("room", "=", room).executeTakeFirst();
      if (current && current.items === items && current.others === others && current.note === input.note) return;
      if (!current) {
        const count = await trx.selectFrom("move_rooms").select((eb) => eb.fn.countAll<number>().as("n")).where("move_id", "=", move.id).executeTakeFirstOrThrow();
        if (Number(count.n) >= MOVE_LIMITS.rooms) throw new HttpError(400, `A move can list ${MOVE_LIMITS.rooms} rooms`);
      }
      const at = isoNow();
      await trx
        .insertInto("move_rooms")
        .values({ move_id: move.id, room, items, others, note: input.note, updated_at: at, updated_by: actor.name })
        .onConflict((oc) => oc.columns(["move_id", "room"]).doUpdateSet({ items, others, note: input.note, updated_at: at, updated_by: actor.name }))
        .execute();
      const pieces = input.items.reduce((sum, line) => sum + line.quantity, 0) + input.others.reduce((sum, line) => sum + line.quantity, 0);
      await trx
        .insertInto("lead_events")
        .values(event(move.lead_id, "inventory", actor, `Inventory: ${roomName(room)} saved with ${pieces} ${pieces === 1 ? "piece" : "pieces"} ${byWhom(actor)}`, { room, pieces }))
        .execute();
    });
  }

  /** Asked before the photos are processed, and again by addPhotos where it counts. */
  async checkPhotoRoom(move: MoveRow, room: string, adding: number, db: Db = this.db): Promise<void> {
    const rows = await db.selectFrom("move_photos").select("room").where("move_id", "=", move.id).execute();
    const inRoom = rows.filter((row) => row.room === room).length;
    if (inRoom + adding > MOVE_LIMITS.photosPerRoom || rows.length + adding > MOVE_LIMITS.photosPerMove) throw new HttpError(409, TOO_MANY_PHOTOS_MESSAGE);
  }

  /** Counts and inserts in one transaction that holds the move's row, so parallel uploads never pass the caps together. */
  async addPhotos(move: MoveRow, room: string, photos: NewPhoto[], actor: Actor): Promise<void> {
    const now = Date.now();
    // A millisecond apart, so photos sent together keep the order they were chosen in.
    const at = (index: number) => new Date(now + index).toISOString();
    await this.db.transaction().execute(async (trx) => {
      // A write first: it locks the move's row (PostgreSQL) or the database (SQLite) until the insert commits.
      await trx.updateTable("moves").set({ created_at: sql`created_at` }).where("id", "=", move.id).execute();
      await this.checkPhotoRoom(move, room, photos.length, trx);
      await trx
        .insertInto("move_photos")
        .values(photos.map((photo, index) => ({ id: photo.id, move_id: move.id, room, file: photo.file, width: photo.width, height: photo.height, bytes: photo.bytes, created_at: at(index), created_by: actor.name })))
        .execute();
      const text = `Photos: ${photos.length} added to ${roomName(room)} ${byWhom(actor)}`;
      await trx.insertInto("lead_events").values(event(move.lead_id, "photo", actor, text, { room, photos: photos.map((photo) => photo.id) })).execute();
    });
  }

  async photo(move: MoveRow, photoId: string): Promise<MovePhotoRow | undefined> {
    return this.db.selectFrom("move_photos").selectAll().where("move_id", "=", move.id).where("id", "=", photoId).executeTakeFirst();
  }

  /** The journal names the file in the same transaction, so a crash before the caller's delete leaves it to the cleanup job. */
  async removePhoto(move: MoveRow, photoId: string, actor: Actor, journal: UploadJournal): Promise<string | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom("move_photos").selectAll().where("move_id", "=", move.id).where("id", "=", photoId).executeTakeFirst();
      if (!row) return undefined;
      await trx.deleteFrom("move_photos").where("id", "=", photoId).execute();
      await journal.doomed(trx, [row.file]);
      await trx.insertInto("lead_events").values(event(move.lead_id, "photo", actor, `Photos: one removed from ${roomName(row.room)} ${byWhom(actor)}`, { room: row.room, photo: photoId })).execute();
      return row.file;
    });
  }
}
