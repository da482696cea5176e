import jsQR from "jsqr";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { crc16Ccitt, parseTlv, raastPayload } from "./raast-qr";
import { companyPayee, raastQr } from "./raast-qr.server";

const PAYEE = { guid: "PK.SBP.RAAST", account: "PK36SCBL0000001123456702", accountTitle: "MANZIL PACKERS AND MOVERS", city: "Lahore" };

/** Draws the SVG as pixels and reads it back the way a phone's camera would. */
async function decode(svg: string): Promise<string | undefined> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 }).resize(600, 600).flatten({ background: "#ffffff" }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

describe("Raast QR", () => {
  it("computes CRC-16/CCITT-FALSE as EMVCo asks (check value of 123456789 is 29B1)", () => {
    expect(crc16Ccitt("123456789")).toBe("29B1");
  });

  it("draws a QR that decodes back to the payload, with its fields and a CRC that holds", async () => {
    const { payload, svg } = await raastQr({ amount: 15_000, reference: "MZ-7K3Q9P" }, PAYEE);
    expect(svg).toMatch(/^<svg/);
    expect(svg).not.toMatch(/<script/i);
    const read = await decode(svg);
    expect(read).toBe(payload);

    const fields = parseTlv(read!);
    expect(fields.get("00")).toBe("01");
    expect(fields.get("01")).toBe("12");
    expect(fields.get("53")).toBe("586");
    expect(fields.get("54")).toBe("15000");
    expect(fields.get("58")).toBe("PK");
    expect(fields.get("59")).toBe("MANZIL PACKERS AND MOVERS");
    expect(fields.get("60")).toBe("Lahore");
    const account = parseTlv(fields.get("26")!);
    expect(account.get("00")).toBe("PK.SBP.RAAST");
    expect(account.get("01")).toBe("PK36SCBL0000001123456702");
    expect(parseTlv(fields.get("62")!).get("01")).toBe("MZ-7K3Q9P");
    // The CRC is the last field and covers everything before it, its own tag included.
    expect(read!.slice(-8, -4)).toBe("6304");
    expect(fields.get("63")).toBe(crc16Ccitt(read!.slice(0, -4)));
  });

  it("a changed amount changes the CRC, so a tampered code is caught by the customer's app", () => {
    const a = raastPayload(PAYEE, { amount: 15_000, reference: "MZ-7K3Q9P" });
    const tampered = a.replace("540515000", "540519000");
    expect(parseTlv(tampered).get("63")).not.toBe(crc16Ccitt(tampered.slice(0, -4)));
  });

  it("keeps the name within 25 ASCII characters and refuses fractions", () => {
    const long = parseTlv(raastPayload({ ...PAYEE, accountTitle: "MANZIL PACKERS AND MOVERS PRIVATE LIMITED" }, { amount: 1, reference: "MZ-ABCDEF" }));
    expect(long.get("59")).toBe("MANZIL PACKERS AND MOVERS");
    expect(() => raastPayload(PAYEE, { amount: 10.5, reference: "MZ-ABCDEF" })).toThrow(/whole amount/);
  });

  it("uses the company's details from site.json", () => {
    expect(companyPayee()).toMatchObject({ accountTitle: "MANZIL PACKERS AND MOVERS", account: "PK36SCBL0000001123456702" });
  });
});
