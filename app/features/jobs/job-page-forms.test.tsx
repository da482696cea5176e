// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen } from "@testing-library/react";
import { URLSearchParams as NodeSearchParams } from "node:url";
import type { ComponentProps } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";

/**
 * The job page's forms as a browser without JavaScript gets them back from the page's own action: the API's
 * refusal of a field is shown beside it, marked for assistive technology, with what was typed. The API and
 * the staff session are stand-ins.
 */
// The action reads a Node Request, whose body must be Node's own URLSearchParams, not jsdom's.
vi.stubGlobal("URLSearchParams", NodeSearchParams);
const api = vi.hoisted(() => ({ scheduleJob: vi.fn(), setJobStatus: vi.fn() }));
vi.mock("./jobs-api.server", async (original) => ({ ...(await original<object>()), ...api }));
vi.mock("~/shared/staff/require-staff.server", () => ({ requireStaff: async () => ({ token: "staff-token" }) }));

const { ApiError } = await import("~/shared/api/client.server");
const { action } = await import("./job-route.server");
const { jobFormConstraints } = await import("./job-form-constraints.server");
const { ScheduleForm, StatusForm } = await import("./job-page-forms");

type Page = ComponentProps<typeof ScheduleForm>["page"];
const PAGE = {
  job: { raw: { date: "2026-12-05", windowStart: "09:00", windowEnd: "13:00", crewSize: 4, notes: "", crewLeadId: "" }, statusLabel: "Scheduled" },
  open: true,
  next: [{ status: "cancelled", label: "Cancelled" }],
  forms: jobFormConstraints(),
} as unknown as Page;

afterEach(cleanup);

function renderForms(actionData?: unknown) {
  const Forms = () => (
    <>
      <ScheduleForm page={PAGE} />
      <StatusForm page={PAGE} />
    </>
  );
  const Stub = createRemixStub([{ id: "job", path: "/jobs/:id", action, Component: Forms }]);
  render(<Stub initialEntries={["/jobs/j1"]} hydrationData={actionData ? { actionData: { job: actionData } } : undefined} />);
}

async function post(fields: Record<string, string>) {
  const request = new Request("http://localhost/jobs/j1", { method: "POST", body: new URLSearchParams(fields) });
  const result = await action({ request, params: { id: "j1" }, context: {} });
  if (result instanceof Response) throw new Error(`answered ${result.status}`);
  const { init, data } = result as unknown as { init?: { status?: number }; data: unknown };
  return { status: init?.status ?? 200, data };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const describedText = (input: HTMLElement) => document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent;

describe("the job page's forms", () => {
  it("take their limits from the API's schemas, checked by the server alone", () => {
    renderForms();
    expect(field("Date").required).toBe(true);
    expect(field("Date").value).toBe("2026-12-05");
    expect(field("Reason (only to cancel)").maxLength).toBe(300);
    expect(field("Date").closest("form")?.noValidate).toBe(true);
  });

  it("a window the API refuses is marked beside its end, with the times as typed", async () => {
    api.scheduleJob.mockRejectedValue(new ApiError("refused", "http", 400, "The window must end after it starts", { windowEnd: ["The window must end after it starts"] }));
    const answer = await post({ intent: "schedule", date: "2026-12-06", windowStart: "14:00", windowEnd: "10:00" });
    expect(answer.status).toBe(400);
    renderForms(answer.data);
    expect(field("Arrive by").getAttribute("aria-invalid")).toBe("true");
    expect(describedText(field("Arrive by"))).toBe("The window must end after it starts");
    expect(field("Arrive from").getAttribute("aria-invalid")).toBeNull();
    expect(field("Arrive from").value).toBe("14:00");
    expect(field("Date").value).toBe("2026-12-06");
    expect(screen.getByTestId("schedule-error").textContent).toBe("The window must end after it starts");
    // Only the form that was answered shows it.
    expect(screen.getByTestId("status-error").textContent).toBe("");
  });

  it("a cancel without a reason is refused beside the reason", async () => {
    api.setJobStatus.mockRejectedValue(new ApiError("refused", "http", 400, "Say why the job is cancelled", { reason: ["Say why the job is cancelled"] }));
    renderForms((await post({ intent: "status", status: "cancelled", reason: "" })).data);
    expect(field("Reason (only to cancel)").getAttribute("aria-invalid")).toBe("true");
    expect(describedText(field("Reason (only to cancel)"))).toBe("Say why the job is cancelled");
  });
});
