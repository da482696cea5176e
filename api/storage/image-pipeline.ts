import type SharpModule from "sharp";
import type { Sharp } from "sharp";

/** Loaded on first upload, so a read-only API never pays for sharp; libvips's 50 MB cache is kept small. */
let loading: Promise<typeof SharpModule> | undefined;
export function loadSharp(): Promise<typeof SharpModule> {
  loading ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache({ memory: 16, files: 0, items: 20 });
    return sharp;
  });
  return loading;
}

/** Re-encoded, never stored as sent: type from the bytes, EXIF (GPS included) dropped, WebP variants made once. */

export type ImageType = "jpeg" | "png";
const MAIN_MAX_WIDTH = 1600;
const JPEG_QUALITY = 82;
const WEBP_QUALITY = 78;
const VARIANT_WIDTHS = [400, 800, 1200] as const;

interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

export interface ProcessedImage {
  main: EncodedImage;
  variants: EncodedImage[];
}

/** The message completes "Image N …". */
export class ImageRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ImageRejected";
  }
}

export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((byte, i) => bytes[i] === byte)) return "png";
  return null;
}

export async function processImage(input: Buffer, options: { maxPixels: number; variants?: boolean }): Promise<ProcessedImage> {
  const type = sniffImageType(input);
  if (!type) throw new ImageRejected("is not a JPEG or PNG file");
  const sharp = await loadSharp();
  try {
    const source = sharp(input, { limitInputPixels: options.maxPixels, failOn: "truncated" });
    const meta = await source.metadata();
    if (meta.format !== type) throw new ImageRejected("is not a JPEG or PNG file");
    if (!meta.width || !meta.height) throw new ImageRejected("could not be read as an image");
    if (meta.width * meta.height > options.maxPixels) {
      throw new ImageRejected(`is larger than ${Math.floor(options.maxPixels / 1_000_000)} megapixels`);
    }
    // .rotate() applies the EXIF orientation before the metadata is dropped.
    const upright = source.rotate();
    const sourceWidth = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;
    const encode = async (pipeline: Sharp): Promise<EncodedImage> => {
      const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height };
    };
    const [main, ...variants] = await Promise.all([
      encode(
        upright
          .clone()
          .flatten({ background: "#ffffff" })
          .resize({ width: MAIN_MAX_WIDTH, withoutEnlargement: true })
          .jpeg({ quality: JPEG_QUALITY, progressive: true }),
      ),
      ...VARIANT_WIDTHS.filter((width) => options.variants !== false && width <= sourceWidth).map((width) =>
        encode(upright.clone().resize({ width }).webp({ quality: WEBP_QUALITY })),
      ),
    ]);
    return { main: main!, variants };
  } catch (error) {
    if (error instanceof ImageRejected) throw error;
    const message = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(message)) throw new ImageRejected(`is larger than ${Math.floor(options.maxPixels / 1_000_000)} megapixels`);
    throw new ImageRejected("could not be read as an image");
  }
}
