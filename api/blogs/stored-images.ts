import type { BlogImageRow } from "../db/schema";

/** One WebP variant of a stored image, as the blog_images.variants JSON keeps it. */
export interface StoredVariant {
  file: string;
  width: number;
  height: number;
}

/** Every file an image row owns (main JPEG and WebP variants). */
export function filesOfImage(row: Pick<BlogImageRow, "file_name" | "variants">): string[] {
  return [row.file_name, ...(JSON.parse(row.variants) as StoredVariant[]).map((v) => v.file)];
}
