import { BLOG_LIMITS, MOVE_PHOTO_LIMITS } from "~contract/limits";

/** Enforced while the body streams (server/app.ts). A plain module, so the server imports it without the app. */
const KiB = 1024;
const MiB = 1024 * KiB;

export const MAX_FORM_BYTES = 64 * KiB;

/** The API's own limits (10 files of 5 MB). */
export const MAX_IMAGE_BYTES = 5 * MiB;
export const MAX_UPLOAD_FILES = BLOG_LIMITS.images;

/** The longest description as UTF-8, plus slack. */
export const MAX_TEXT_PART_BYTES = BLOG_LIMITS.detailedDesc * 4 + 64 * KiB;

export const MAX_EDITOR_BODY_BYTES = MAX_UPLOAD_FILES * MAX_IMAGE_BYTES + 2 * MAX_TEXT_PART_BYTES + MiB;

/** The API's own limits (5 photos of 8 MB). */
export const MAX_MOVE_PHOTOS_BODY_BYTES = MOVE_PHOTO_LIMITS.perUpload * MOVE_PHOTO_LIMITS.bytes + MiB;
