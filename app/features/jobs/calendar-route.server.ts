import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { FLEET_CITY_IDS, FLEET_CITY_LABELS } from "~contract/fleet";
import { todayInPakistan } from "~contract/pakistan-time";
import { PRIVATE_NO_STORE } from "~/shared/http/cache-control";
import { requireStaff } from "~/shared/staff/require-staff.server";
import { addDays, realDate, shortDay, weekStart } from "./calendar-days";
import { fetchCalendar } from "./jobs-api.server";
import { jobCard } from "./job-views.server";
import { logApiFailure } from "~/shared/api/api-failure.server";

const LOAD_FAILED = "Failed to load the calendar.";

/** A job without a vehicle or crew stands out. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { token } = await requireStaff(request);
  const params = new URL(request.url).searchParams;
  const today = todayInPakistan();
  const date = realDate(params.get("date")) ?? today;
  const view = params.get("view") === "week" ? ("week" as const) : ("day" as const);
  const sentCity = params.get("city") ?? "";
  const city = (FLEET_CITY_IDS as readonly string[]).includes(sentCity) ? sentCity : "";
  const from = view === "week" ? weekStart(date) : date;
  const to = view === "week" ? addDays(from, 6) : date;
  const step = view === "week" ? 7 : 1;
  const link = (d: string, v = view) => `/jobs?${new URLSearchParams({ date: d, ...(v === "week" ? { view: v } : {}), ...(city ? { city } : {}) })}`;
  const nav = {
    previous: link(addDays(date, -step)),
    next: link(addDays(date, step)),
    today: link(today),
    day: link(date, "day"),
    week: link(date, "week"),
  };
  const filters = { date, view, city, cities: FLEET_CITY_IDS.map((id) => ({ id, label: FLEET_CITY_LABELS[id] })) };
  try {
    const calendar = await fetchCalendar({ from, to, city: city || undefined }, token);
    const tomorrow = addDays(today, 1);
    const days = Array.from({ length: view === "week" ? 7 : 1 }, (_, i) => addDays(from, i)).map((day) => {
        const jobs = calendar.jobs.filter((job) => job.date === day);
        const live = jobs.filter((job) => job.status !== "cancelled");
        const vehicles = new Set(live.flatMap((job) => job.vehicles.map((v) => v._id))).size;
        const crew = new Set(live.flatMap((job) => job.crew.map((m) => m._id))).size;
        return {
          date: day,
          title: shortDay(day),
          isToday: day === today,
          dayPath: link(day, "day"),
          booked: { vehicles, crew, fleetVehicles: calendar.fleet.vehicles, fleetCrew: calendar.fleet.crew },
          jobs: jobs.map((job) => jobCard(job, tomorrow)),
        };
      });
    return { ok: true as const, filters, nav, days, undated: calendar.undated.map((job) => jobCard(job, tomorrow)), cityLabel: city ? FLEET_CITY_LABELS[city as keyof typeof FLEET_CITY_LABELS] : "All cities" };
  } catch (error) {
    logApiFailure("Calendar load", error);
    return { ok: false as const, message: LOAD_FAILED, filters, nav };
  }
}

export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });
