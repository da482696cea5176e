import { Link } from "@remix-run/react";
import { useMessages } from "~/i18n/use-messages";
import type { MoveBookingView } from "./move-booking.server";

export function MoveBooking({ booking }: { booking: MoveBookingView | null }) {
  const t = useMessages();
  if (!booking || booking.days.length === 0) return null;
  const shown = booking.days.some((day) => day.crewLead || day.vehicles?.length);
  return (
    <section aria-labelledby="move-booking-title" className="move-booking" id="booking" data-testid="move-booking">
      <h2 id="move-booking-title">{t("move.bookingTitle")}</h2>
      {booking.days.map((day) => (
        <dl key={day.n} className="move-booking-day">
          {booking.days.length > 1 ? <p className="move-booking-n">{t("move.bookingDay", { n: day.n })}</p> : null}
          <div>
            <dt>{t("move.bookingDate")}</dt>
            <dd>
              {day.date ?? t("move.bookingNoDate")}
              {day.status === "in_progress" ? ` · ${t("move.bookingInProgress")}` : day.status === "completed" ? ` · ${t("move.bookingCompleted")}` : null}
            </dd>
          </div>
          {day.date ? (
            <div>
              <dt>{t("move.bookingWindow")}</dt>
              <dd>
                <bdi dir="ltr">{day.window}</bdi>
              </dd>
            </div>
          ) : null}
          {day.vehicles?.length ? (
            <div>
              <dt>{t("move.bookingVehicle")}</dt>
              <dd>
                <bdi dir="ltr">{day.vehicles.join(", ")}</bdi>
              </dd>
            </div>
          ) : null}
          {day.crewLead ? (
            <div>
              <dt>{t("move.bookingCrewLead")}</dt>
              <dd>
                {day.crewLead.name},{" "}
                <a href={day.crewLead.href} dir="ltr">
                  {day.crewLead.phone}
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
      ))}
      {shown ? null : <p className="muted">{t("move.bookingLater")}</p>}
      <h3>{t("move.addressesTitle")}</h3>
      {booking.from ? (
        <dl className="move-booking-day">
          <div>
            <dt>{t("move.addressFrom")}</dt>
            <dd>{booking.from}</dd>
          </div>
          <div>
            <dt>{t("move.addressTo")}</dt>
            <dd>{booking.to}</dd>
          </div>
        </dl>
      ) : (
        <p>{t("move.addressesNone")}</p>
      )}
      <Link className="button button-outline" to={booking.addressesPath}>
        {booking.from ? t("move.addressesEdit") : t("move.addressesAdd")}
      </Link>
    </section>
  );
}
