import { CITIES, EXTRAS, MOVE_SERVICES, PROPERTY_SIZES } from "~contract/leads";
import { isTruckSize, type BookOptions } from "./lead-options";

/** Imports the contract (and zod): in the browser only lazily loaded form code uses it. */
type Option = { readonly id: string; readonly label: string };

function labelIn(options: readonly Option[], id: unknown): string | undefined {
  return typeof id === "string" ? options.find((option) => option.id === id)?.label : undefined;
}

export const serviceLabel = (id: unknown) => labelIn(MOVE_SERVICES, id) ?? String(id ?? "");
export const cityLabel = (id: unknown) => labelIn(CITIES, id) ?? String(id ?? "");
export const sizeLabel = (id: unknown) => labelIn(PROPERTY_SIZES, id) ?? String(id ?? "");
export const extraLabel = (id: unknown) => labelIn(EXTRAS, id) ?? String(id ?? "");

export function isCity(id: unknown): id is (typeof CITIES)[number]["id"] {
  return CITIES.some((city) => city.id === id);
}

export function isMoveService(id: unknown): id is (typeof MOVE_SERVICES)[number]["id"] {
  return MOVE_SERVICES.some((service) => service.id === id);
}

const TRUCK_SIZES = PROPERTY_SIZES.filter((size) => isTruckSize(size.id));
const HOME_AND_OFFICE_SIZES = PROPERTY_SIZES.filter((size) => !isTruckSize(size.id));

/** A route as people say it: "Lahore → Islamabad / Rawalpindi", or "Within Lahore". */
export function routeLabel(fromCity: unknown, toCity: unknown): string {
  if (fromCity && fromCity === toCity && fromCity !== "other") return `Within ${cityLabel(fromCity)}`;
  return `${cityLabel(fromCity)} → ${cityLabel(toCity)}`;
}

/** Formatted in UTC so a date never shifts by a day. */
function formatMoveDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", weekday: "short", day: "numeric", month: "short", year: "numeric" })
    .format(date)
    .replace(",", "");
}

/** "Sat 15 Mar 2025 (flexible)", "Flexible". */
export function moveDateLabel(moveDate: unknown, flexibleDate: unknown): string {
  const date = typeof moveDate === "string" && moveDate ? formatMoveDate(moveDate) : "";
  const flexible = flexibleDate === true || flexibleDate === "on" || flexibleDate === "true";
  if (date && flexible) return `${date} (flexible)`;
  if (date) return date;
  return flexible ? "Flexible" : "Not given";
}

export function bookOptions(): BookOptions {
  return { services: MOVE_SERVICES, cities: CITIES, extras: EXTRAS, homeSizes: HOME_AND_OFFICE_SIZES, truckSizes: TRUCK_SIZES };
}
