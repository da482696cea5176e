import type { BlogImageRow } from "../db/schema";

export interface StoredVariant {
  file: string;
  width: number;
  height: number;
}

export function filesOfImage(row: Pick<BlogImageRow, "file_name" | "variants">): string[] {
  return [row.file_name, ...(JSON.parse(row.variants) as StoredVariant[]).map((v) => v.file)];
}
