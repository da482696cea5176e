import { MAX_EDITOR_BODY_BYTES, MAX_IMAGE_BYTES, MAX_TEXT_PART_BYTES, MAX_UPLOAD_FILES } from "~/shared/http/body-limits";
import { FORM_SHAPE_MESSAGES, MAX_FORM_FIELDS } from "~/shared/http/form-limits";

/**
 * A file over a limit is dropped and reported, so the rest of what was typed comes back with the error.
 * Parsed by undici's `Request.formData()`: Remix's multipart parser split file names at `;` and `=` and refused
 * the save. The server already capped the body while it streamed, so holding it whole costs at most that.
 */
export { MAX_EDITOR_BODY_BYTES };

export class EditorBodyTooLarge extends Error {
  name = "EditorBodyTooLarge";
}

export type EditorForm = { formData: FormData; rejectedFiles: string[] };

export async function readEditorForm(request: Request): Promise<EditorForm> {
  const length = Number(request.headers.get("content-length"));
  if (Number.isFinite(length) && length > MAX_EDITOR_BODY_BYTES) throw new EditorBodyTooLarge("The upload is too large.");
  const received = await request.formData();
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.startsWith("multipart/form-data")) return { formData: received, rejectedFiles: [] };

  const formData = new FormData();
  const rejectedFiles: string[] = [];
  let parts = 0;
  let files = 0;
  for (const [name, value] of received) {
    if (++parts > MAX_FORM_FIELDS) throw new EditorBodyTooLarge(FORM_SHAPE_MESSAGES.tooManyFields);
    if (typeof value === "string") {
      if (name === "uploads") continue;
      if (Buffer.byteLength(value) > MAX_TEXT_PART_BYTES) throw new EditorBodyTooLarge(`The field “${name.slice(0, 40)}” is too long.`);
      formData.append(name, value);
      continue;
    }
    // A file under another name is not ours; an untouched file input still sends an empty part (with an empty file name).
    if (name !== "uploads" || !value.name) continue;
    files++;
    if (files > MAX_UPLOAD_FILES) rejectedFiles.push(`${value.name}: at most ${MAX_UPLOAD_FILES} images can be attached at a time`);
    else if (value.size > MAX_IMAGE_BYTES) rejectedFiles.push(`${value.name} is larger than 5 MB`);
    else formData.append(name, value, value.name);
  }
  return { formData, rejectedFiles };
}
