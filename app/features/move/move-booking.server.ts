import { addressLine, type CustomerJob } from "~contract/jobs";
import { movePath } from "~contract/moves";
import { VEHICLE_CLASS_LABELS } from "~contract/fleet";
import { pathIn } from "~/i18n/alternates";
import { formatDate } from "~/i18n/format";
import type { Lang } from "~/i18n/languages";
import { formatPakistaniPhone, telHref } from "~/shared/site/phone";
import { fetchBooking } from "./move-api.server";
import { logApiFailure } from "~/shared/api/api-failure.server";

/** The crew lead only from the day before. A secondary read: null when it fails. */
export async function bookingIn(lang: Lang, token: string) {
  let booking: CustomerJob;
  try {
    booking = await fetchBooking(token);
  } catch (error) {
    logApiFailure("Move booking", error);
    return null;
  }
  return {
    days: booking.days.map((day, index) => ({
      n: index + 1,
      date: day.date ? formatDate(lang, `${day.date}T12:00:00+05:00`, { weekday: "long", day: "numeric", month: "long", year: "numeric" }) : null,
      window: `${day.windowStart}–${day.windowEnd}`,
      status: day.status,
      vehicles: day.vehicles?.map((v) => `${VEHICLE_CLASS_LABELS[v.vehicleClass]} ${v.registration}`) ?? null,
      crewLead: day.crewLead ? { name: day.crewLead.name, phone: formatPakistaniPhone(day.crewLead.phone), href: telHref(day.crewLead.phone) } : null,
    })),
    from: booking.addresses ? addressLine(booking.addresses.from) : null,
    to: booking.addresses ? addressLine(booking.addresses.to) : null,
    addressesPath: `${pathIn(movePath(token), lang)}/addresses`,
  };
}
export type MoveBookingView = NonNullable<Awaited<ReturnType<typeof bookingIn>>>;
