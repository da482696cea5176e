/** EMVCo merchant-presented mode, TLV fields closed by a CRC16. Pure, so the same text is drawn and shown for typing. */
export type RaastPayee = {
  /** Tag 26 (site.json: raast.guid). */
  guid: string;
  account: string;
  accountTitle: string;
  city: string;
};

export type RaastRequest = { amount: number; reference: string };

/** EMVCo: PKR is ISO 4217 586; Pakistan is PK; 4214 is moving and storage companies. */
const RAAST_CURRENCY = "586";
const COUNTRY = "PK";
const MOVERS_MCC = "4214";
const MAX_NAME = 25;
const MAX_CITY = 15;

function field(id: string, value: string): string {
  if (value.length > 99) throw new Error(`Raast QR field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, "0")}${value}`;
}

/** Other letters are dropped rather than garbling a scanner. */
const ascii = (value: string, max: number) =>
  value
    .normalize("NFKD")
    .replace(/[^\x20-\x7e]/g, "")
    .trim()
    .slice(0, max);

/** CRC-16/CCITT-FALSE, as EMVCo asks for tag 63. */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

/** Dynamic QR: point of initiation 12. */
export function raastPayload(payee: RaastPayee, request: RaastRequest): string {
  if (!Number.isInteger(request.amount) || request.amount < 1) throw new Error("A Raast QR needs a whole amount of at least Rs. 1");
  const body = [
    field("00", "01"),
    field("01", "12"),
    field("26", field("00", payee.guid) + field("01", payee.account.replace(/\s+/g, "").toUpperCase())),
    field("52", MOVERS_MCC),
    field("53", RAAST_CURRENCY),
    field("54", String(request.amount)),
    field("58", COUNTRY),
    field("59", ascii(payee.accountTitle, MAX_NAME)),
    field("60", ascii(payee.city, MAX_CITY)),
    field("62", field("01", ascii(request.reference, 25)) + field("05", ascii(request.reference, 25))),
  ].join("");
  const withCrcTag = `${body}6304`;
  return withCrcTag + crc16Ccitt(withCrcTag);
}

export function parseTlv(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < payload.length) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || at + 4 + length > payload.length) throw new Error(`Malformed field at ${at}`);
    fields.set(id, payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}
