import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ImageRejected, processImage, sniffImageType } from "./image-pipeline";

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: "#c87828" } });

describe("sniffImageType", () => {
  it("knows JPEG and PNG by their first bytes only", async () => {
    expect(sniffImageType(await solid(10, 10).jpeg().toBuffer())).toBe("jpeg");
    expect(sniffImageType(await solid(10, 10).png().toBuffer())).toBe("png");
    expect(sniffImageType(await solid(10, 10).webp().toBuffer())).toBeNull();
    expect(sniffImageType(await solid(10, 10).gif().toBuffer())).toBeNull();
    expect(sniffImageType(Buffer.from("<html><script>alert(1)</script>"))).toBeNull();
  });
});

describe("processImage", () => {
  it("caps the JPEG at 1600 px wide and makes WebP variants at 400/800/1200", async () => {
    const out = await processImage(await solid(2400, 1200).png().toBuffer(), { maxPixels: 40e6 });
    expect([out.main.width, out.main.height]).toEqual([1600, 800]);
    expect(sniffImageType(out.main.data)).toBe("jpeg");
    expect(out.variants.map((v) => [v.width, v.height])).toEqual([
      [400, 200],
      [800, 400],
      [1200, 600],
    ]);
    expect((await sharp(out.variants[0]!.data).metadata()).format).toBe("webp");
  });

  it("never enlarges: no variant wider than the source", async () => {
    const out = await processImage(await solid(700, 300).jpeg().toBuffer(), { maxPixels: 40e6 });
    expect([out.main.width, out.main.height]).toEqual([700, 300]);
    expect(out.variants.map((v) => v.width)).toEqual([400]);
  });

  it("turns the picture upright by its EXIF orientation", async () => {
    const sideways = await solid(400, 200).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const out = await processImage(sideways, { maxPixels: 40e6 });
    expect([out.main.width, out.main.height]).toEqual([200, 400]);
  });

  it("refuses images above the pixel cap", async () => {
    await expect(processImage(await solid(3000, 2000).jpeg().toBuffer(), { maxPixels: 5_000_000 })).rejects.toThrow(/larger than 5 megapixels/);
  });

  it("refuses other formats and broken files", async () => {
    await expect(processImage(await solid(10, 10).gif().toBuffer(), { maxPixels: 40e6 })).rejects.toBeInstanceOf(ImageRejected);
    const png = await solid(300, 300).png().toBuffer();
    await expect(processImage(png.subarray(0, 60), { maxPixels: 40e6 })).rejects.toThrow(/could not be read/);
  });
});
