// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen } from "@testing-library/react";
import { URLSearchParams as NodeSearchParams } from "node:url";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/**
 * The lead page's note and call forms through the page's own action (leadAction): a refused note shows its
 * message beside the text, marked for assistive technology, with what was typed, as a browser without
 * JavaScript gets it back. The API call and the staff session are stand-ins.
 */
// The action reads a Node Request, whose body must be Node's own URLSearchParams, not jsdom's.
vi.stubGlobal("URLSearchParams", NodeSearchParams);
const apiRequest = vi.hoisted(() => vi.fn());
vi.mock("~/shared/api/client.server", async (original) => ({ ...(await original<object>()), apiRequest }));
vi.mock("~/shared/staff/require-staff.server", () => ({ requireStaff: async () => ({ token: "staff-token" }) }));

const { ApiError } = await import("~/shared/api/client.server");
const { leadAction } = await import("./lead-inbox.server");
const { LeadContactForm, LeadNoteForm } = await import("./lead-note-form");
const { leadFormConstraints } = await import("./lead-form-constraints.server");

afterEach(cleanup);
// A function returned from beforeEach is run as its cleanup: the braces keep the mock from being called.
beforeEach(() => {
  apiRequest.mockReset();
});

function renderForms(actionData?: unknown) {
  const forms = leadFormConstraints();
  const Page = () => (
    <>
      <LeadNoteForm notes={1} constraint={forms.note} />
      <LeadContactForm notes={1} constraint={forms.logged} />
    </>
  );
  const Stub = createRemixStub([{ id: "lead", path: "/leads/:id", action: leadAction, Component: Page }]);
  render(<Stub initialEntries={["/leads/l1"]} hydrationData={actionData ? { actionData: { lead: actionData } } : undefined} />);
}

async function post(fields: Record<string, string>) {
  const request = new Request("http://localhost/leads/l1", { method: "POST", body: new URLSearchParams(fields) });
  const result = await leadAction({ request, params: { id: "l1" }, context: {} });
  if (result instanceof Response) throw new Error(`answered ${result.status}`);
  const { init, data } = result as unknown as { init?: { status?: number }; data: unknown };
  return { status: init?.status ?? 200, data };
}

const noteText = () => screen.getByLabelText("Add a note") as HTMLTextAreaElement;
const callText = () => screen.getByLabelText("What was said") as HTMLTextAreaElement;
const describedText = (field: HTMLElement) => document.getElementById(field.getAttribute("aria-describedby") ?? "")?.textContent;

describe("the lead page's notes", () => {
  it("take their limits from the API's note schema, checked by the server alone", () => {
    renderForms();
    expect(noteText().maxLength).toBe(2000);
    expect(noteText().required).toBe(true);
    expect(noteText().closest("form")?.noValidate).toBe(true);
    expect(noteText().getAttribute("aria-invalid")).toBeNull();
  });

  it("a blank note is refused beside its field, nothing sent, and what was typed stays", async () => {
    const answer = await post({ intent: "note", text: "   " });
    expect(answer.status).toBe(400);
    expect(apiRequest).not.toHaveBeenCalled();
    renderForms(answer.data);
    expect(noteText().getAttribute("aria-invalid")).toBe("true");
    expect(noteText().getAttribute("aria-describedby")).toBe("lead-note-text-error");
    expect(describedText(noteText())).toBe("Write a note");
    expect(noteText().value).toBe("   ");
    // The other form on the page is not the one answered.
    expect(callText().getAttribute("aria-invalid")).toBeNull();
  });

  it("a call the API refuses keeps its text and kind, the API's words beside the field and for the form", async () => {
    apiRequest.mockRejectedValue(new ApiError("refused", "http", 400, "Text is too long", { text: ["Text is too long"] }));
    const answer = await post({ intent: "logged", kind: "whatsapp", text: "Spoke on WhatsApp about Saturday" });
    expect(answer.status).toBe(400);
    renderForms(answer.data);
    expect(callText().value).toBe("Spoke on WhatsApp about Saturday");
    expect(callText().getAttribute("aria-invalid")).toBe("true");
    expect(describedText(callText())).toBe("Text is too long");
    expect((screen.getByLabelText("WhatsApp") as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId("logged-error").textContent).toBe("Text is too long");
    expect(noteText().value).toBe("");
  });

  it("Call is chosen until staff pick WhatsApp; a kind that is neither is refused beside the choice, nothing sent", async () => {
    renderForms();
    expect((screen.getByRole("radio", { name: "Call" }) as HTMLInputElement).checked).toBe(true);
    const answer = await post({ intent: "logged", kind: "letter", text: "Sent a letter" });
    expect(answer.status).toBe(400);
    expect(apiRequest).not.toHaveBeenCalled();
    cleanup();
    renderForms(answer.data);
    expect(document.getElementById("lead-contact-kind-error")?.textContent).toBe("Choose Call or WhatsApp.");
    expect(screen.getByRole("radio", { name: "Call" }).getAttribute("aria-invalid")).toBe("true");
    expect(callText().value).toBe("Sent a letter");
  });
});
