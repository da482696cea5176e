import { BLOG_LIMITS, MOVE_PHOTO_LIMITS } from "~contract/limits";

/**
 * How large a request body may be, enforced by the production server while
 * the body streams (server/app.ts) and by the editor's multipart reader.
 * A plain module: the server imports it without the rest of the app.
 */
const KiB = 1024;
const MiB = 1024 * KiB;

/** Comments, leads, login, staff forms without files. */
export const MAX_FORM_BYTES = 64 * KiB;

/** The blog editor's images: the API's own limits (10 files of 5 MB). */
export const MAX_IMAGE_BYTES = 5 * MiB;
export const MAX_UPLOAD_FILES = BLOG_LIMITS.images;

/** A text part of the editor's multipart body (the longest description, as UTF-8, plus slack). */
export const MAX_TEXT_PART_BYTES = BLOG_LIMITS.detailedDesc * 4 + 64 * KiB;

/** Everything the editor sends at once: the files, two descriptions and the small fields. */
export const MAX_EDITOR_BODY_BYTES = MAX_UPLOAD_FILES * MAX_IMAGE_BYTES + 2 * MAX_TEXT_PART_BYTES + MiB;

/** Photos of a room on a customer's move page: the API's own limits (5 photos of 8 MB) and the small fields. */
export const MAX_MOVE_PHOTOS_BODY_BYTES = MOVE_PHOTO_LIMITS.perUpload * MOVE_PHOTO_LIMITS.bytes + MiB;
