import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { ESTIMATE_TOKEN_PATTERN } from "~contract/estimates";
import { formatPkr } from "~contract/money";
import { ApiError } from "~/lib/api/client.server";
import { acceptEstimate, fetchEstimateByToken } from "~/lib/api/leads.server";
import { visitorAddress } from "~/lib/http/load-context";
import { officeAddress, officeOfCity, officePhone } from "~/lib/offices";
import { site } from "~/lib/site-config";
import { cityLabel, extraLabel, serviceLabel, sizeLabel } from "./lead-labels";
import { formatPakistanDateTime } from "./pakistan-date";

/**
 * /estimate/<token>: the customer's estimate (issue 18), no login. The token
 * is the only key; an unknown one is a plain 404 that says nothing about
 * other estimates. Accept is a form post, so it works without JavaScript.
 */
export const ESTIMATE_FAILED_MESSAGE = "We could not load your estimate just now. Please try again in a minute, or call or WhatsApp us.";
export const ACCEPT_FAILED_MESSAGE = "We could not record your acceptance just now. Please try again, or call or WhatsApp us.";
/** Accepting books the move: the customer confirms by typing their name, with or without JavaScript. */
export const ACCEPT_NAME_MESSAGE = "Type your name to accept the estimate";

const notFound = () => new Response("Estimate not found", { status: 404 });

/** One way of writing dates on the whole estimate: "3 December 2026". */
function formatDate(date: string): string {
  const parsed = new Date(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : date);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Karachi", day: "numeric", month: "long", year: "numeric" }).format(parsed);
}

export type MoveRow = { label: string; value: string };

/** The move the estimate is for, in the customer's words, as label/value rows. */
function moveRows(move: Record<string, unknown> | null | undefined): MoveRow[] {
  if (!move) return [];
  const rows: MoveRow[] = [];
  const place = (city: unknown, area: unknown) => [typeof area === "string" ? area : "", city ? cityLabel(city) : ""].filter(Boolean).join(", ");
  if (move.service) rows.push({ label: "Service", value: serviceLabel(move.service) });
  if (move.fromCity || move.fromArea) rows.push({ label: "From", value: place(move.fromCity, move.fromArea) });
  if (move.toCity || move.toArea) rows.push({ label: "To", value: place(move.toCity, move.toArea) });
  if (typeof move.moveDate === "string" && move.moveDate) rows.push({ label: "Moving date", value: `${formatDate(move.moveDate)}${move.flexibleDate ? " (flexible)" : ""}` });
  else if (move.flexibleDate) rows.push({ label: "Moving date", value: "Flexible" });
  if (move.propertySize) rows.push({ label: "Size", value: sizeLabel(move.propertySize) });
  if (move.floor !== undefined) {
    const floor = Number(move.floor) === 0 ? "Ground floor" : `Floor ${String(move.floor)}`;
    rows.push({ label: "Floor", value: `${floor}, ${move.lift ? "with a lift" : "no lift"}` });
  }
  if (Array.isArray(move.extras) && move.extras.length) rows.push({ label: "Extras", value: move.extras.map(extraLabel).join(", ") });
  return rows;
}

/** The letterhead: the office of the customer's city (where they move from), else the head office. */
function letterhead(move: Record<string, unknown> | null | undefined) {
  const office = officeOfCity(typeof move?.fromCity === "string" ? move.fromCity : null) ?? officeOfCity(typeof move?.toCity === "string" ? move.toCity : null) ?? site.offices[0];
  return {
    companyName: site.companyName,
    officeName: office.name,
    address: `${officeAddress(office)}, ${office.region}`,
    phone: officePhone(office).number,
    hours: office.hours,
    email: site.email,
  };
}

export async function loadEstimatePage({ params }: LoaderFunctionArgs) {
  const token = params.token ?? "";
  if (!ESTIMATE_TOKEN_PATTERN.test(token)) throw notFound();
  try {
    const estimate = await fetchEstimateByToken(token);
    return {
      ok: true as const,
      estimate: {
        reference: estimate.reference,
        customerName: estimate.customerName,
        issued: formatDate(estimate.createdAt),
        move: moveRows(estimate.move),
        letterhead: letterhead(estimate.move),
        state: estimate.state,
        lines: estimate.lines.map((line) => ({ description: line.description, amount: formatPkr(line.amount) })),
        total: formatPkr(estimate.total),
        advance: estimate.advance > 0 ? formatPkr(estimate.advance) : null,
        balance: estimate.advance > 0 ? formatPkr(estimate.total - estimate.advance) : null,
        included: estimate.included,
        terms: estimate.terms,
        validUntil: formatDate(estimate.validUntil),
        acceptedAt: estimate.acceptedAt ? formatPakistanDateTime(estimate.acceptedAt) : null,
      },
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    console.error("Estimate load failed:", error instanceof Error ? error.message : error);
    return { ok: false as const, message: ESTIMATE_FAILED_MESSAGE };
  }
}

export async function acceptEstimateAction({ params, context, request }: ActionFunctionArgs) {
  const token = params.token ?? "";
  if (!ESTIMATE_TOKEN_PATTERN.test(token)) throw notFound();
  const form = await request.formData();
  const typedName = String(form.get("acceptName") ?? "").trim();
  if (typedName.length < 2) return data({ message: ACCEPT_NAME_MESSAGE, field: "acceptName" as const }, { status: 400 });
  try {
    await acceptEstimate(token, visitorAddress(context));
    return redirect(`/estimate/${token}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    if (error instanceof ApiError && error.status === 410) {
      return data({ message: error.serverMessage ?? "This estimate can no longer be accepted." }, { status: 410 });
    }
    console.error("Estimate accept failed:", error instanceof Error ? error.message : error);
    return data({ message: ACCEPT_FAILED_MESSAGE }, { status: 502 });
  }
}
