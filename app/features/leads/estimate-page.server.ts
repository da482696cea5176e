import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { ESTIMATE_TOKEN_PATTERN } from "~contract/estimates";
import { formatPkr } from "~contract/money";
import { acceptEstimate, fetchEstimateByToken } from "./leads.server";
import { visitorAddress } from "~/shared/http/load-context";
import { officeAddress, officeOfCity, officePhone } from "~/shared/site/offices";
import { site } from "~/shared/site/site-config";
import { cityLabel, extraLabel, serviceLabel, sizeLabel } from "./lead-labels";
import { formatPakistanDateTime, ISO_DATE } from "~contract/pakistan-time";
import { isApiStatus, logApiFailure } from "~/shared/api/api-failure.server";
import { sameName } from "./accept-name";
import { parseWithZod } from "~/shared/forms/parse-with-zod";
import { z } from "zod";
import { inventoryRowsOf } from "./inventory-rows.server";
import { messagesFor, t } from "~/i18n/catalogue.server";
import { langOfPath, pathIn } from "~/i18n/alternates";
import { formatDate as formatDateIn, formatNumber } from "~/i18n/format";
import type { Lang } from "~/i18n/languages";
import { summaryRowsIn } from "./lead-text.server";
import { officeKey } from "~/features/site-shell";

/** The token is the only key: an unknown one is a plain 404 that says nothing about other estimates. */

/** Accepting books the move: the customer confirms by typing their name (checked against the estimate's). */
const acceptFormSchema = (lang: Lang) => {
  const message = t(lang, "estimate.acceptNameRequired");
  return z.object({ acceptName: z.string({ error: message }).trim().min(2, message) });
};

const notFound = () => new Response("Estimate not found", { status: 404 });

function formatDate(date: string): string {
  const parsed = new Date(ISO_DATE.test(date) ? `${date}T00:00:00Z` : date);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Karachi", day: "numeric", month: "long", year: "numeric" }).format(parsed);
}

export type MoveRow = { label: string; value: string };

function moveRows(lang: Lang, move: Record<string, unknown> | null | undefined): MoveRow[] {
  if (!move) return [];
  if (lang === "ur") {
    const text = (value: unknown) => (typeof value === "string" ? value : "");
    return summaryRowsIn(lang, {
      service: text(move.service),
      fromCity: text(move.fromCity),
      toCity: text(move.toCity),
      fromArea: text(move.fromArea),
      toArea: text(move.toArea),
      moveDate: text(move.moveDate),
      flexibleDate: move.flexibleDate === true,
      propertySize: text(move.propertySize),
      floor: typeof move.floor === "number" ? move.floor : 0,
      lift: move.lift === true,
      extras: Array.isArray(move.extras) ? move.extras.filter((extra): extra is string => typeof extra === "string") : [],
    });
  }
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

/** The office of the city they move from, else the head office. */
function officeOfMove(move: Record<string, unknown> | null | undefined) {
  return officeOfCity(typeof move?.fromCity === "string" ? move.fromCity : null) ?? officeOfCity(typeof move?.toCity === "string" ? move.toCity : null) ?? site.offices[0];
}

/** The street address stays in the Latin spelling a courier or a map uses. */
function letterhead(lang: Lang, move: Record<string, unknown> | null | undefined) {
  const office = officeOfMove(move);
  return {
    companyName: lang === "en" ? site.companyName : t(lang, "site.companyName"),
    officeName: lang === "en" ? office.name : t(lang, officeKey(office, "name")),
    address: `${officeAddress(office)}, ${office.region}`,
    phone: officePhone(office).number,
    hours: lang === "en" ? office.hours : t(lang, officeKey(office, "hours")),
    email: site.email,
  };
}

function acceptedWhen(lang: Lang, iso: string): string {
  if (lang === "en") return formatPakistanDateTime(iso);
  return t(lang, "estimate.acceptedWhen", { date: formatDateIn(lang, iso), time: formatDateIn(lang, iso, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }) });
}

export async function loadEstimatePage({ params, request }: LoaderFunctionArgs) {
  const token = params.token ?? "";
  if (!ESTIMATE_TOKEN_PATTERN.test(token)) throw notFound();
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const messages = messagesFor(lang, ["estimate"]);
  const rupees = (amount: number) => (lang === "en" ? formatPkr(amount) : t(lang, "price.rupees", { amount: formatNumber(lang, amount) }));
  const date = (value: string) => (lang === "en" ? formatDate(value) : formatDateIn(lang, ISO_DATE.test(value) ? `${value}T12:00:00+05:00` : value));
  try {
    const estimate = await fetchEstimateByToken(token);
    // The link staff send is the English address: an Urdu customer lands on the Urdu page unless they chose English.
    if (lang === "en" && estimate.language === "ur" && url.searchParams.get("lang") !== "en") throw redirect(pathIn(`/estimate/${token}`, "ur"));
    return {
      ok: true as const,
      lang,
      messages,
      /** "?lang=en" keeps an Urdu lead's customer on English. */
      otherLanguagePath: lang === "ur" ? `/estimate/${token}?lang=en` : pathIn(`/estimate/${token}`, "ur"),
      // The header, footer and floating buttons call the same office as the letter.
      pagePhoneIndex: officeOfMove(estimate.move).phoneIndex,
      estimate: {
        reference: estimate.reference,
        customerName: estimate.customerName,
        issued: date(estimate.createdAt),
        move: moveRows(lang, estimate.move),
        letterhead: letterhead(lang, estimate.move),
        state: estimate.state,
        lines: estimate.lines.map((line) => ({ description: line.description, amount: rupees(line.amount) })),
        total: rupees(estimate.total),
        advance: estimate.advance > 0 ? rupees(estimate.advance) : null,
        balance: estimate.advance > 0 ? rupees(estimate.total - estimate.advance) : null,
        included: estimate.included,
        terms: estimate.terms,
        validUntil: date(estimate.validUntil),
        acceptedAt: estimate.acceptedAt ? acceptedWhen(lang, estimate.acceptedAt) : null,
        inventory: estimate.inventory ? inventoryRowsOf(lang, estimate.inventory) : null,
      },
    };
  } catch (error) {
    if (error instanceof Response) throw error;
    if (isApiStatus(error, 404)) throw notFound();
    logApiFailure("Estimate load", error);
    return { ok: false as const, lang, messages, message: t(lang, "estimate.unavailable") };
  }
}

export async function acceptEstimateAction({ params, context, request }: ActionFunctionArgs) {
  const token = params.token ?? "";
  if (!ESTIMATE_TOKEN_PATTERN.test(token)) throw notFound();
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const submission = parseWithZod(await request.formData(), { schema: acceptFormSchema(lang) });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    const estimate = await fetchEstimateByToken(token);
    if (!sameName(submission.value.acceptName, estimate.customerName)) {
      return data(submission.reply({ fieldErrors: { acceptName: [t(lang, "estimate.nameMismatch", { name: estimate.customerName.trim() })] } }), { status: 400 });
    }
    await acceptEstimate(token, visitorAddress(context));
    return redirect(`${url.pathname}${url.search}`);
  } catch (error) {
    if (isApiStatus(error, 404)) throw notFound();
    if (isApiStatus(error, 410)) {
      // The API's words are English: an Urdu page says it in Urdu.
      const message = lang === "en" && error.serverMessage ? error.serverMessage : t(lang, "estimate.cannotAccept");
      return data(submission.reply({ formErrors: [message] }), { status: 410 });
    }
    logApiFailure("Estimate accept", error);
    return data(submission.reply({ formErrors: [t(lang, "estimate.acceptFailed")] }), { status: 502 });
  }
}
