import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vehicleSchema, crewMemberSchema } from "../../api/contract/fleet";
import { customerJobSchema, jobCalendarSchema, jobDetailSchema, jobSchema, type Job } from "../../api/contract/jobs";
import { leadDetailSchema, leadListSchema } from "../../api/contract/leads";
import { todayInPakistan } from "../../api/contract/pakistan-time";
import { QUOTE } from "../support/api/lead-fixtures";
import { bearer, databases, jsonRequest, startTestApi, type TestApi } from "../support/api/start-test-api";
import { pakistanDateIn } from "../support/pakistan-dates";

const inDays = pakistanDateIn;
const ADDRESS = { house: "House 12", street: "Street 4", block: "Block C", area: "DHA Phase 5", city: "Lahore", landmark: "near the park" };

describe.each(databases)("jobs API on $name", (database) => {
  let api: TestApi;
  let second: TestApi;
  let token: string;
  let phone = 5_560_000;
  beforeAll(async () => {
    api = await startTestApi(database);
    // A second instance on the same database: two staff assigning at once, one on each.
    second = await startTestApi(
      database,
      api.config.database.kind === "postgres" ? { DATABASE_SCHEMA: api.config.database.schema ?? "public" } : { DATA_DIR: api.dataDir },
    );
    token = await api.login();
  });
  afterAll(async () => {
    await second?.close();
    await api?.close();
  });
  const auth = () => bearer(token);

  /** A quote for `date`, its estimate accepted by the customer: the lead's first job. */
  async function bookedJob(date: string): Promise<{ job: Job; moveToken: string }> {
    phone += 1;
    const own = phone;
    const sent = await api.json("/api/sendQuote", jsonRequest("POST", { ...QUOTE, phone: `0302-${own}`, moveDate: date }));
    expect(sent.status).toBe(201);
    const lead = leadListSchema.parse((await api.json(`/api/leads?q=${encodeURIComponent(`+92302${own}`)}`, { headers: auth() })).body).leads[0]!;
    const estimate = await api.json(`/api/leads/${lead._id}/estimates`, jsonRequest("POST", { lines: [{ description: "Shehzore", amount: 40_000 }], advance: 10_000, validUntil: inDays(7) }, auth()));
    expect((await api.json(`/api/leads/estimates/${estimate.body.token}/accept`, jsonRequest("POST", {}))).status).toBe(200);
    const jobs = (await api.json(`/api/leads/${lead._id}/jobs`, { headers: auth() })).body.jobs as Job[];
    expect(jobs).toHaveLength(1);
    return { job: jobSchema.parse(jobs[0]), moveToken: sent.body.moveToken };
  }
  async function vehicle(registration: string) {
    const answer = await api.json("/api/fleet/vehicles", jsonRequest("POST", { registration, vehicleClass: "shehzore", capacityCft: 450, city: "lahore" }, auth()));
    return vehicleSchema.parse(answer.body);
  }
  async function crewMember(name: string, role = "crew_lead") {
    phone += 1;
    return crewMemberSchema.parse((await api.json("/api/fleet/crew", jsonRequest("POST", { name, phone: `0301-${phone}`, role, city: "lahore" }, auth()))).body);
  }
  const assign = (via: TestApi, jobId: string, body: unknown) => via.json(`/api/jobs/${jobId}/assignments`, jsonRequest("PUT", body, auth()));
  const schedule = (jobId: string, date: string, windowStart: string, windowEnd: string) =>
    api.json(`/api/jobs/${jobId}/schedule`, jsonRequest("PUT", { date, windowStart, windowEnd }, auth()));

  it("makes one job when the estimate is accepted, on the quote's date, on the calendar and the lead's timeline", async () => {
    const date = inDays(10);
    const { job } = await bookedJob(date);
    expect(job).toMatchObject({ day: 1, date, windowStart: "09:00", windowEnd: "13:00", status: "scheduled", city: "lahore", area: "DHA Phase 5", vehicles: [], crew: [] });
    const calendar = jobCalendarSchema.parse((await api.json(`/api/jobs?from=${date}&to=${date}&city=lahore`, { headers: auth() })).body);
    expect(calendar.jobs.map((j) => j._id)).toContain(job._id);
    expect((await api.json(`/api/jobs?from=${date}&to=${date}&city=karachi`, { headers: auth() })).body.jobs.map((j: Job) => j._id)).not.toContain(job._id);
    const detail = leadDetailSchema.parse((await api.json(`/api/leads/${job.leadId}`, { headers: auth() })).body);
    expect(detail.timeline.map((e) => e.text)).toContain(`Job day 1 (${new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" }).format(new Date(`${date}T00:00:00Z`))}, 09:00–13:00) created`);
    // Booking again (staff set Booked, or a retried accept) makes no second job.
    await api.json(`/api/leads/${job.leadId}`, jsonRequest("PATCH", { status: "booked" }, auth()));
    expect((await api.json(`/api/leads/${job.leadId}/jobs`, { headers: auth() })).body.jobs).toHaveLength(1);
  });

  it("books a lead set to Booked by staff on the move date they chose, refusing a date that is no day and booking nothing then", async () => {
    phone += 1;
    const asked = inDays(21);
    const sent = await api.json("/api/sendQuote", jsonRequest("POST", { ...QUOTE, phone: `0302-${phone}`, moveDate: asked }));
    expect(sent.status).toBe(201);
    const lead = leadListSchema.parse((await api.json(`/api/leads?q=${encodeURIComponent(`+92302${phone}`)}`, { headers: auth() })).body).leads[0]!;
    const patch = (body: unknown) => api.json(`/api/leads/${lead._id}`, jsonRequest("PATCH", body, auth()));
    for (const [body, message] of [
      [{ status: "booked", moveDate: "2026-02-30" }, "Enter the move date as YYYY-MM-DD, e.g. 2026-12-05"],
      [{ status: "quoted", moveDate: inDays(22) }, "A move date goes with the status booked"],
    ] as const) {
      const refused = await patch(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.errors.moveDate).toEqual([message]);
    }
    expect((await api.json(`/api/leads/${lead._id}/jobs`, { headers: auth() })).body.jobs).toEqual([]);
    expect((await api.json(`/api/leads/${lead._id}`, { headers: auth() })).body.status).toBe("new");

    const chosen = inDays(23);
    expect((await patch({ status: "booked", moveDate: chosen })).status).toBe(200);
    const jobs = (await api.json(`/api/leads/${lead._id}/jobs`, { headers: auth() })).body.jobs as Job[];
    expect(jobs.map((j) => [j.day, j.date, j.status])).toEqual([[1, chosen, "scheduled"]]);
    const calendar = jobCalendarSchema.parse((await api.json(`/api/jobs?from=${chosen}&to=${chosen}`, { headers: auth() })).body);
    expect(calendar.jobs.map((j) => j._id)).toContain(jobs[0]!._id);
    // Booked without a date: the date the customer asked for.
    const other = await bookedByStaff();
    expect(other.date).toBe(inDays(24));
  });

  /** A quote asking for a date 24 days ahead, set to Booked by staff with no date. */
  async function bookedByStaff(): Promise<Job> {
    phone += 1;
    await api.json("/api/sendQuote", jsonRequest("POST", { ...QUOTE, phone: `0302-${phone}`, moveDate: inDays(24) }));
    const lead = leadListSchema.parse((await api.json(`/api/leads?q=${encodeURIComponent(`+92302${phone}`)}`, { headers: auth() })).body).leads[0]!;
    expect((await api.json(`/api/leads/${lead._id}`, jsonRequest("PATCH", { status: "booked" }, auth()))).status).toBe(200);
    return jobSchema.parse((await api.json(`/api/leads/${lead._id}/jobs`, { headers: auth() })).body.jobs[0]);
  }

  it("refuses a vehicle or a crew member on two jobs whose windows overlap, naming the other job", async () => {
    const date = inDays(12);
    const first = await bookedJob(date);
    const other = await bookedJob(date);
    const truck = await vehicle(`LEJ-${phone}`);
    const lead = await crewMember("Imran Shah");
    expect((await assign(api, first.job._id, { vehicleIds: [truck._id], crewIds: [lead._id], crewLeadId: lead._id })).status).toBe(200);

    await schedule(other.job._id, date, "12:00", "16:00");
    const refused = await assign(api, other.job._id, { vehicleIds: [truck._id], crewIds: [] });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`${truck.registration} is already on ${first.job.reference} (Ayesha Khan), day 1, ${date} 09:00–13:00`);
    const person = await assign(api, other.job._id, { vehicleIds: [], crewIds: [lead._id] });
    expect(person.body.message).toBe(`Imran Shah is already on ${first.job.reference} (Ayesha Khan), day 1, ${date} 09:00–13:00`);

    // Back to back is no overlap; moving into the window again is refused.
    expect((await schedule(other.job._id, date, "13:00", "17:00")).status).toBe(200);
    expect((await assign(api, other.job._id, { vehicleIds: [truck._id], crewIds: [lead._id], crewLeadId: lead._id })).status).toBe(200);
    const back = await schedule(other.job._id, date, "12:30", "17:00");
    expect(back.status).toBe(409);
    expect(back.body.message).toContain(`is already on ${first.job.reference}`);
    // A cancelled job frees its vehicle.
    expect((await api.json(`/api/jobs/${first.job._id}/status`, jsonRequest("POST", { status: "cancelled" }, auth()))).body.errors.reason).toEqual(["Say why the job is cancelled"]);
    expect((await api.json(`/api/jobs/${first.job._id}/status`, jsonRequest("POST", { status: "cancelled", reason: "Customer postponed" }, auth()))).status).toBe(200);
    expect((await schedule(other.job._id, date, "10:00", "14:00")).status).toBe(200);
  });

  it("lets exactly one of two instances assigning the same vehicle at the same moment win", async () => {
    const date = inDays(14);
    const [a, b] = await Promise.all([bookedJob(date), bookedJob(date)]);
    for (let round = 0; round < 5; round += 1) {
      const truck = await vehicle(`RACE-${phone}-${round}`);
      const answers = await Promise.all([assign(api, a!.job._id, { vehicleIds: [truck._id], crewIds: [] }), assign(second, b!.job._id, { vehicleIds: [truck._id], crewIds: [] })]);
      expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
      const loser = answers.find((x) => x.status === 409)!;
      const winner = answers[0]!.status === 200 ? a! : b!;
      expect(loser.body.message).toContain(`is already on ${winner.job.reference}`);
      for (const job of [a!, b!]) await assign(api, job.job._id, { vehicleIds: [], crewIds: [] });
    }
  });

  it("completes the last open day of a move and sets the lead to Moved; a multi-day move waits for every day", async () => {
    const date = inDays(16);
    const { job } = await bookedJob(date);
    const day2 = await api.json(`/api/leads/${job.leadId}/jobs`, jsonRequest("POST", { date: inDays(17) }, auth()));
    expect(day2.status).toBe(201);
    expect(day2.body).toMatchObject({ day: 2, date: inDays(17), status: "scheduled" });
    expect((await api.json(`/api/jobs/${job._id}/status`, jsonRequest("POST", { status: "in_progress" }, auth()))).body.status).toBe("in_progress");
    expect((await api.json(`/api/jobs/${job._id}/status`, jsonRequest("POST", { status: "completed" }, auth()))).body.status).toBe("completed");
    expect((await api.json(`/api/leads/${job.leadId}`, { headers: auth() })).body.status).toBe("booked");
    await api.json(`/api/jobs/${day2.body._id}/status`, jsonRequest("POST", { status: "completed" }, auth()));
    const lead = leadDetailSchema.parse((await api.json(`/api/leads/${job.leadId}`, { headers: auth() })).body);
    expect(lead.status).toBe("moved");
    expect(lead.timeline.map((e) => e.text)).toContain("Status: Booked → Moved");
    const reopen = await api.json(`/api/jobs/${job._id}/status`, jsonRequest("POST", { status: "scheduled" }, auth()));
    expect(reopen.status).toBe(409);
    expect(reopen.body.message).toBe("A job that is completed cannot become scheduled");
  });

  it("takes the customer's addresses through the move's token, and shows the crew lead only from the day before", async () => {
    const later = await bookedJob(inDays(5));
    const saved = await api.json(`/api/moves/${later.moveToken}/addresses`, jsonRequest("PUT", { from: ADDRESS, to: { ...ADDRESS, house: "Flat 3", area: "F-7", city: "Islamabad" } }, { "Idempotency-Key": `k-addresses-${crypto.randomUUID()}` }));
    expect(saved.status).toBe(200);
    expect(saved.headers.get("cache-control")).toMatch(/\bno-store\b/);
    const bad = await api.json(`/api/moves/${later.moveToken}/addresses`, jsonRequest("PUT", { from: { ...ADDRESS, house: "" }, to: ADDRESS }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors.from).toEqual(["House number is required"]);
    const detail = jobDetailSchema.parse((await api.json(`/api/jobs/${later.job._id}`, { headers: auth() })).body);
    expect(detail.addresses?.to).toMatchObject({ house: "Flat 3", area: "F-7" });

    const lead = await crewMember("Naveed Akhtar");
    await assign(api, later.job._id, { vehicleIds: [], crewIds: [lead._id], crewLeadId: lead._id });
    let seen = customerJobSchema.parse((await api.json(`/api/moves/${later.moveToken}/job`)).body);
    expect(seen.days[0]).toMatchObject({ date: inDays(5), windowStart: "09:00", crewLead: null, vehicles: null });
    // Rescheduled to tomorrow: the customer's page follows, and now names the crew lead.
    await schedule(later.job._id, inDays(1), "14:00", "18:00");
    seen = customerJobSchema.parse((await api.json(`/api/moves/${later.moveToken}/job`)).body);
    expect(seen.days[0]).toMatchObject({ date: inDays(1), windowStart: "14:00", windowEnd: "18:00", crewLead: { name: "Naveed Akhtar", phone: lead.phone } });
    expect((await api.fetch(`/api/moves/${"x".repeat(43)}/job`)).status).toBe(404);
  });

  it("is for staff only, and refuses a window that ends before it starts", async () => {
    expect((await api.fetch(`/api/jobs?from=${todayInPakistan()}&to=${todayInPakistan()}`)).status).toBe(401);
    const { job } = await bookedJob(inDays(20));
    const bad = await schedule(job._id, inDays(20), "14:00", "10:00");
    expect(bad.status).toBe(400);
    expect(bad.body.errors.windowEnd).toEqual(["The window must end after it starts"]);
  });
});
