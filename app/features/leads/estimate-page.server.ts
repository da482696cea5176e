import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { ESTIMATE_TOKEN_PATTERN } from "~contract/estimates";
import { formatPkr } from "~contract/money";
import { acceptEstimate, fetchEstimateByToken } from "./leads.server";
import { visitorAddress } from "~/shared/http/load-context";
import { officeAddress, officeOfCity, officePhone } from "~/shared/site/offices";
import { site } from "~/shared/site/site-config";
import { cityLabel, extraLabel, serviceLabel, sizeLabel } from "./lead-labels";
import { formatPakistanDateTime } from "~contract/pakistan-time";
import { isApiStatus } from "~/shared/api/api-failure.server";
import { nameMismatchMessage, sameName } from "./accept-name";
import { parseWithZod } from "~/shared/forms/parse-with-zod";
import { z } from "zod";

/**
 * /estimate/<token>: the customer's estimate, no login. The token
 * is the only key; an unknown one is a plain 404 that says nothing about
 * other estimates. Accept is a form post, so it works without JavaScript.
 */
const ESTIMATE_FAILED_MESSAGE = "We could not load your estimate just now. Please try again in a minute, or call or WhatsApp us.";
const ACCEPT_FAILED_MESSAGE = "We could not record your acceptance just now. Please try again, or call or WhatsApp us.";
/** Accepting books the move: the customer confirms by typing their name, with or without JavaScript. */
export const ACCEPT_NAME_MESSAGE = "Type your name to accept the estimate";
/** Only the name is read here; whether it is the one on the estimate needs the estimate. */
const acceptFormSchema = z.object({ acceptName: z.string({ error: ACCEPT_NAME_MESSAGE }).trim().min(2, ACCEPT_NAME_MESSAGE) });

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
    if (isApiStatus(error, 404)) throw notFound();
    console.error("Estimate load failed:", error instanceof Error ? error.message : error);
    return { ok: false as const, message: ESTIMATE_FAILED_MESSAGE };
  }
}

export async function acceptEstimateAction({ params, context, request }: ActionFunctionArgs) {
  const token = params.token ?? "";
  if (!ESTIMATE_TOKEN_PATTERN.test(token)) throw notFound();
  const submission = parseWithZod(await request.formData(), { schema: acceptFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    // The name must be the one the estimate is addressed to (the page greets them by it).
    const estimate = await fetchEstimateByToken(token);
    if (!sameName(submission.value.acceptName, estimate.customerName)) {
      return data(submission.reply({ fieldErrors: { acceptName: [nameMismatchMessage(estimate.customerName)] } }), { status: 400 });
    }
    await acceptEstimate(token, visitorAddress(context));
    return redirect(`/estimate/${token}`);
  } catch (error) {
    if (isApiStatus(error, 404)) throw notFound();
    if (isApiStatus(error, 410)) {
      return data(submission.reply({ formErrors: [error.serverMessage ?? "This estimate can no longer be accepted."] }), { status: 410 });
    }
    console.error("Estimate accept failed:", error instanceof Error ? error.message : error);
    return data(submission.reply({ formErrors: [ACCEPT_FAILED_MESSAGE] }), { status: 502 });
  }
}
