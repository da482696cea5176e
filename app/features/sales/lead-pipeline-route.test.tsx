// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { URLSearchParams as NodeSearchParams } from "node:url";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MOVE_DATE_MESSAGE } from "~contract/leads";

/**
 * The lead page's pipeline form through the page's own action (leadAction),
 * as far as the API: staff set a quote lead to Booked with the move's date,
 * the date the first job gets. The API call, the staff session and the
 * toast cookie are stand-ins; everything between the form and the API's
 * PATCH body is the real code.
 */
// The action reads a Node Request, whose body must be Node's own URLSearchParams, not jsdom's.
vi.stubGlobal("URLSearchParams", NodeSearchParams);
const hydrated = vi.hoisted(() => ({ value: true }));
vi.mock("~/shared/hooks/use-hydrated", () => ({ useHydrated: () => hydrated.value }));
const apiRequest = vi.hoisted(() => vi.fn());
vi.mock("~/shared/api/client.server", async (original) => ({ ...(await original<object>()), apiRequest }));
vi.mock("~/shared/staff/require-staff.server", () => ({ requireStaff: async () => ({ token: "staff-token" }) }));
vi.mock("~/shared/toast/toast.server", async () => {
  const { redirect } = await import("@remix-run/node");
  return { redirectWithToast: (url: string) => redirect(url) };
});

const { leadAction } = await import("./lead-inbox.server");
const { LeadPipelineForm } = await import("./lead-pipeline-form");
const { leadFormConstraints } = await import("./lead-form-constraints.server");

const LEAD = { status: "quoted" as const, lostReason: null, ownerId: "", followUpValue: "" };
const STAFF = [{ _id: "u1", name: "Sana Staff" }];
const SAVED = {
  _id: "l1",
  reference: "Q-0001",
  kind: "quote",
  status: "booked",
  lostReason: null,
  name: "Ayesha Khan",
  phone: "+923001234567",
  email: "",
  language: "en",
  details: {},
  createdAt: "2026-11-27T10:00:00.000Z",
};

afterEach(cleanup);
beforeEach(() => {
  hydrated.value = true;
  apiRequest.mockReset().mockResolvedValue({ status: 200, data: SAVED });
});

function renderPage(actionData?: unknown) {
  const Stub = createRemixStub([
    { id: "lead", path: "/leads/:id", action: leadAction, Component: () => <LeadPipelineForm lead={LEAD} staff={STAFF} booking={{ askedDate: "2026-12-05" }} constraint={leadFormConstraints().pipeline} /> },
  ]);
  render(<Stub initialEntries={["/leads/l1"]} hydrationData={actionData ? { actionData: { lead: actionData } } : undefined} />);
}

const dateField = () => screen.getByLabelText("Move date") as HTMLInputElement;
const dateBox = () => dateField().closest(".lead-move-date") as HTMLElement;

/** Posts the form as a browser without JavaScript would, straight to the action. */
async function post(fields: Record<string, string>) {
  const request = new Request("http://localhost/leads/l1", { method: "POST", body: new URLSearchParams({ intent: "pipeline", ...fields }) });
  const result = await leadAction({ request, params: { id: "l1" }, context: {} });
  if (result instanceof Response) return { status: result.status, location: result.headers.get("Location"), data: undefined };
  const { init, data } = result as unknown as { init?: { status?: number }; data: unknown };
  return { status: init?.status ?? 200, location: null, data };
}

describe("booking a lead from the pipeline form", () => {
  it("with JavaScript asks the move date once Booked is chosen, starting from the customer's date, and sends it with the status", async () => {
    renderPage();
    expect(dateBox().hidden).toBe(true);
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "booked" } });
    expect(dateBox().hidden).toBe(false);
    expect(dateField().value).toBe("2026-12-05");
    fireEvent.change(dateField(), { target: { value: "2026-12-07" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(apiRequest).toHaveBeenCalledTimes(1));
    expect(apiRequest).toHaveBeenCalledWith("/api/leads/l1", expect.objectContaining({ method: "PATCH", json: { status: "booked", moveDate: "2026-12-07", ownerId: null, followUpAt: null }, token: "staff-token" }));
  });

  it("without JavaScript shows the move date beside the status, with a hint that it is for Booked", () => {
    hydrated.value = false;
    renderPage();
    expect(dateBox().hidden).toBe(false);
    expect(dateField().value).toBe("2026-12-05");
    expect(document.getElementById("pipeline-moveDate-description")?.textContent).toBe("For Booked: the first day of the move on the jobs calendar; the customer asked for this date.");
    expect(dateField().getAttribute("aria-describedby")).toBe("pipeline-moveDate-description");
  });

  it("a posted Booked with its date reaches the API; another status leaves the date out", async () => {
    expect(await post({ status: "booked", moveDate: "2026-12-09", ownerId: "u1", followUpAt: "" })).toMatchObject({ status: 302, location: "/leads/l1#pipeline" });
    expect(apiRequest.mock.calls[0]![1].json).toEqual({ status: "booked", moveDate: "2026-12-09", ownerId: "u1", followUpAt: null });
    await post({ status: "contacted", moveDate: "2026-12-09", ownerId: "", followUpAt: "" });
    expect(apiRequest.mock.calls[1]![1].json).toEqual({ status: "contacted", ownerId: null, followUpAt: null });
  });

  it("a date that is no day is refused at the field, nothing saved, and everything typed comes back", async () => {
    hydrated.value = false;
    const answer = await post({ status: "booked", moveDate: "2026-02-30", ownerId: "u1", followUpAt: "2026-12-01T10:00" });
    expect(answer.status).toBe(400);
    expect(apiRequest).not.toHaveBeenCalled();
    renderPage(answer.data);
    expect(screen.getByText(MOVE_DATE_MESSAGE).id).toBe("pipeline-moveDate-error");
    expect(dateField().getAttribute("aria-invalid")).toBe("true");
    expect(dateField().getAttribute("aria-describedby")).toBe("pipeline-moveDate-error pipeline-moveDate-description");
    // The browser keeps what was typed (a date control that cannot show it still posts it back).
    expect(dateField().getAttribute("value")).toBe("2026-02-30");
    expect((screen.getByLabelText("Status") as HTMLSelectElement).value).toBe("booked");
    expect((screen.getByLabelText("Owner") as HTMLSelectElement).value).toBe("u1");
    expect((screen.getByLabelText("Follow-up (Pakistan time)") as HTMLInputElement).value).toBe("2026-12-01T10:00");
  });
});
