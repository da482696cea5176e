import {
  unstable_composeUploadHandlers as composeUploadHandlers,
  unstable_createMemoryUploadHandler as createMemoryUploadHandler,
  unstable_parseMultipartFormData as parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";
import { MAX_EDITOR_BODY_BYTES, MAX_IMAGE_BYTES, MAX_TEXT_PART_BYTES, MAX_UPLOAD_FILES } from "~/lib/http/body-limits";

/**
 * Reads the editor's multipart body in memory with limits: at most 10
 * image files of 5 MB each (the API's own limits), text parts capped. A file
 * over a limit is dropped and reported rather than aborting the whole read,
 * so the rest of what the editor typed comes back with the error.
 */
export { MAX_EDITOR_BODY_BYTES };

export class EditorBodyTooLarge extends Error {
  name = "EditorBodyTooLarge";
}

export type EditorForm = { formData: FormData; rejectedFiles: string[] };

async function drain(data: AsyncIterable<Uint8Array>): Promise<void> {
  for await (const _chunk of data) {
    // discard
  }
}

export async function readEditorForm(request: Request): Promise<EditorForm> {
  const length = Number(request.headers.get("content-length"));
  if (Number.isFinite(length) && length > MAX_EDITOR_BODY_BYTES) throw new EditorBodyTooLarge("The upload is too large.");
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.startsWith("multipart/form-data")) return { formData: await request.formData(), rejectedFiles: [] };

  const rejectedFiles: string[] = [];
  let files = 0;
  const images: UploadHandler = async ({ name, filename, contentType: type, data }) => {
    if (name !== "uploads") {
      if (filename === undefined) return undefined; // a text field: the next handler
      await drain(data); // a file under another name: not ours
      return undefined;
    }
    // An untouched file input still sends an empty part (with an empty or no file name).
    if (!filename) {
      await drain(data);
      return undefined;
    }
    files++;
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of data) {
      size += chunk.byteLength;
      if (size <= MAX_IMAGE_BYTES && files <= MAX_UPLOAD_FILES) chunks.push(chunk);
    }
    if (files > MAX_UPLOAD_FILES) {
      rejectedFiles.push(`${filename}: at most ${MAX_UPLOAD_FILES} images can be attached at a time`);
      return undefined;
    }
    if (size > MAX_IMAGE_BYTES) {
      rejectedFiles.push(`${filename} is larger than 5 MB`);
      return undefined;
    }
    // Parts arrive as Uint8Array views over plain ArrayBuffers.
    return new File(chunks as BlobPart[], filename, { type });
  };
  const text = createMemoryUploadHandler({ maxPartSize: MAX_TEXT_PART_BYTES, filter: ({ filename, name }) => filename === undefined && name !== "uploads" });
  const formData = await parseMultipartFormData(request, composeUploadHandlers(images, text));
  return { formData, rejectedFiles };
}
