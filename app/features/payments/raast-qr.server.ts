import QRCode from "qrcode";
import { site } from "~/shared/site/site-config";
import { parseTlv, raastPayload, type RaastPayee, type RaastRequest } from "./raast-qr";

/** Its Raast ID when it has one, else its IBAN. */
export function companyPayee(): RaastPayee {
  const { payments } = site;
  return { guid: payments.raastGuid, account: payments.raastId || payments.iban, accountTitle: payments.accountTitle, city: payments.city };
}

export type RaastQr = { payload: string; svg: string };

/** Drawn here as SVG: no script, no request from the customer's phone to anyone else. */
export async function raastQr(request: RaastRequest, payee: RaastPayee = companyPayee()): Promise<RaastQr> {
  const payload = raastPayload(payee, request);
  parseTlv(payload);
  const svg = await QRCode.toString(payload, { type: "svg", errorCorrectionLevel: "M", margin: 4, color: { dark: "#000000", light: "#ffffff" } });
  return { payload, svg };
}
