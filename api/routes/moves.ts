import { type Context, Hono, type MiddlewareHandler } from "hono";
import { requireStaff } from "../auth/require-staff";
import { reserve, type ApiLimits } from "../auth/limits";
import { idSchema } from "../contract/common";
import { TOO_MANY_REQUESTS_MESSAGE } from "../contract/leads";
import { DAMAGE_PHOTOS_NEED_COMPLAINT_MESSAGE, DAMAGE_ROOM, reviewInputSchema } from "../contract/move-care";
import { MOVE_LIMITS, MOVE_TOKEN_PATTERN, PHOTO_ID_PATTERN, roomIdSchema, roomInputSchema } from "../contract/moves";
import type { AppDeps } from "../deps";
import type { MoveRow } from "../db/schema";
import { CUSTOMER, staffActor, type Actor } from "../leads/lead-store";
import { newPhotoFile, newPhotoId, type NewPhoto } from "../leads/move-store";
import type { AppEnv } from "../lib/app-env";
import { HttpError, badRequest, notFound, parseOrThrow, tooManyRequests } from "../lib/http-errors";
import { requestIp } from "../lib/request-ip";
import { idempotencyKeyOf } from "./fleet";
import { readJsonObject } from "../lib/request-body";
import { ImageRejected, processImage, sniffImageType } from "../storage/image-pipeline";

/** Every answer about a move is one customer's: no shared cache may keep it. */
const PRIVATE = { "Cache-Control": "private, no-store" };
const NOT_FOUND = "Move not found";
const PHOTO_NOT_FOUND = "Photo not found";

/** No login: the 256-bit token reaches this one move; a wrong one is a plain 404. */
export function moveRoutes(deps: AppDeps, photoBodyLimit: MiddlewareHandler<AppEnv>, limiters: ApiLimits["leads"]): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const staffOnly = requireStaff(deps.tokens);
  const { moves, reviews } = deps;

  type Resolved = { move: MoveRow; actor: Actor };
  const byToken = async (c: Context<AppEnv>): Promise<Resolved> => {
    const token = c.req.param("token") ?? "";
    const move = MOVE_TOKEN_PATTERN.test(token) ? await moves.byToken(token) : undefined;
    if (!move) throw notFound(NOT_FOUND);
    return { move, actor: CUSTOMER };
  };
  const byLead = async (c: Context<AppEnv>): Promise<Resolved> => {
    const id = c.req.param("id") ?? "";
    const lead = idSchema.safeParse(id).success ? await deps.leads.get(id) : undefined;
    if (!lead || lead.kind !== "quote") throw notFound(NOT_FOUND);
    return { move: await moves.ensureForLead(lead.id), actor: staffActor(c.get("staff")!) };
  };
  const roomOf = (c: Context<AppEnv>) => {
    const room = roomIdSchema.safeParse(c.req.param("room"));
    if (!room.success) throw notFound("Room not found");
    return room.data;
  };

  const show = (resolve: typeof byToken) => async (c: Context<AppEnv>) => {
    const { move } = await resolve(c);
    return c.json(await moves.view(move), 200, PRIVATE);
  };
  const saveRoom = (resolve: typeof byToken) => async (c: Context<AppEnv>) => {
    const { move, actor } = await resolve(c);
    const room = roomOf(c);
    const input = parseOrThrow(roomInputSchema, await readJsonObject(c));
    await moves.saveRoom(move, room, input, actor);
    return c.json(await moves.view(move), 200, PRIVATE);
  };
  const addPhotos = (resolve: typeof byToken) => async (c: Context<AppEnv>) => {
    const { move, actor } = await resolve(c);
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw badRequest("Send the photos as multipart/form-data");
    }
    const room = parseOrThrow(roomIdSchema, String(form.get("room") ?? ""));
    const files = form.getAll("photos").filter((value): value is File => typeof value !== "string" && value.size > 0);
    if (files.length === 0) throw badRequest("Choose at least one photo");
    if (files.length > MOVE_LIMITS.photosPerUpload) throw new HttpError(413, `Send at most ${MOVE_LIMITS.photosPerUpload} photos at once`);
    if (room === DAMAGE_ROOM && !(await reviews.hasComplaint(move))) throw new HttpError(409, DAMAGE_PHOTOS_NEED_COMPLAINT_MESSAGE);
    await moves.checkPhotoRoom(move, room, files.length);
    const megabytes = MOVE_LIMITS.photoBytes / (1024 * 1024);
    const made: NewPhoto[] = [];
    // Journalled before written: a crash leaves files the cleanup job removes.
    const journal = deps.uploads.journal();
    try {
      for (const [index, file] of files.entries()) {
        const label = `Photo ${index + 1}`;
        if (file.size > MOVE_LIMITS.photoBytes) throw new HttpError(413, `${label} is larger than ${megabytes} MB`);
        const bytes = Buffer.from(await file.arrayBuffer());
        if (!sniffImageType(bytes)) throw new HttpError(415, `${label} is not a JPEG or PNG photo`);
        let image;
        try {
          // From the header before decoding (sharp's limitInputPixels).
          image = await processImage(bytes, { maxPixels: MOVE_LIMITS.photoPixels, variants: false });
        } catch (error) {
          if (error instanceof ImageRejected) throw new HttpError(/megapixels/.test(error.message) ? 413 : 400, `${label} ${error.message}`);
          throw error;
        }
        const photo = { id: newPhotoId(), file: newPhotoFile(), width: image.main.width, height: image.main.height, bytes: image.main.data.length };
        await journal.pending([photo.file]);
        await deps.uploads.writePrivate(photo.file, image.main.data);
        made.push(photo);
      }
      await moves.addPhotos(move, room, made, actor);
    } catch (error) {
      await Promise.all(made.map((photo) => deps.uploads.removePrivate(photo.file)));
      throw error;
    } finally {
      await journal.close();
    }
    return c.json(await moves.view(move), 201, PRIVATE);
  };
  const photoId = (c: Context<AppEnv>) => {
    const id = c.req.param("photoId") ?? "";
    if (!PHOTO_ID_PATTERN.test(id)) throw notFound(PHOTO_NOT_FOUND);
    return id;
  };
  const getPhoto = (resolve: typeof byToken) => async (c: Context<AppEnv>) => {
    const { move } = await resolve(c);
    const row = await moves.photo(move, photoId(c));
    const file = row ? await deps.uploads.openPrivate(row.file) : null;
    if (!file?.body) throw notFound(PHOTO_NOT_FOUND);
    return c.body(file.body, 200, { ...PRIVATE, "Content-Type": "image/jpeg", "Content-Length": String(file.size) });
  };
  const removePhoto = (resolve: typeof byToken) => async (c: Context<AppEnv>) => {
    const { move, actor } = await resolve(c);
    const journal = deps.uploads.journal();
    const file = await moves.removePhoto(move, photoId(c), actor, journal);
    if (file) await deps.uploads.removePrivate(file);
    await journal.close();
    return c.json(await moves.view(move), 200, PRIVATE);
  };

  const care = (resolve: typeof byToken) => async (c: Context<AppEnv>) => {
    const { move } = await resolve(c);
    return c.json(await reviews.care(move), 200, PRIVATE);
  };
  // Another lead's payment is the same 404 as an unknown one.
  const receipt = async (c: Context<AppEnv>) => {
    const { move } = await byToken(c);
    const id = c.req.param("paymentId") ?? "";
    const found = idSchema.safeParse(id).success ? await deps.payments.receipt(id) : undefined;
    if (!found || found.lead._id !== move.lead_id || found.payment.kind !== "payment") throw notFound("Receipt not found");
    return c.json(found, 200, PRIVATE);
  };
  const saveReview = async (c: Context<AppEnv>) => {
    const { move, actor } = await byToken(c);
    // Checked first: fixing a typo does not use up the allowance.
    const input = parseOrThrow(reviewInputSchema, await readJsonObject(c));
    const key = idempotencyKeyOf(c, `review:${move.id}`);
    const verdict = await reserve([
      [limiters.perPerson, `move:${move.id}`],
      [limiters.perAddress, requestIp(c, deps.config.trustedProxies)],
    ]);
    if (!verdict.ok) throw tooManyRequests(TOO_MANY_REQUESTS_MESSAGE, verdict.retryAfterSeconds);
    const review = await reviews.save(move, input, actor, key);
    return c.json(review, 200, PRIVATE);
  };

  routes.get("/moves/:token", show(byToken));
  routes.get("/moves/:token/care", care(byToken));
  routes.get("/moves/:token/receipts/:paymentId", receipt);
  routes.put("/moves/:token/review", saveReview);
  routes.put("/moves/:token/rooms/:room", saveRoom(byToken));
  routes.post("/moves/:token/photos", photoBodyLimit, addPhotos(byToken));
  routes.get("/moves/:token/photos/:photoId", getPhoto(byToken));
  routes.delete("/moves/:token/photos/:photoId", removePhoto(byToken));

  routes.get("/leads/:id/move", staffOnly, show(byLead));
  routes.get("/leads/:id/move/care", staffOnly, care(byLead));
  routes.put("/leads/:id/move/rooms/:room", staffOnly, saveRoom(byLead));
  routes.post("/leads/:id/move/photos", staffOnly, photoBodyLimit, addPhotos(byLead));
  routes.get("/leads/:id/move/photos/:photoId", staffOnly, getPhoto(byLead));
  routes.delete("/leads/:id/move/photos/:photoId", staffOnly, removePhoto(byLead));
  return routes;
}
