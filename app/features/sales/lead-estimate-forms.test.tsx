// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { parseWithZod } from "~/shared/forms/parse-with-zod";
import { EstimateForm, type EstimateRevision } from "./lead-estimate-forms";
import { leadFormConstraints } from "./lead-form-constraints.server";
import { leadPageFormSchema } from "./pipeline-forms";

/**
 * The staff estimate form as staff meet it: the lead page's own checks
 * (leadPageFormSchema, as leadAction parses the post) answered back into
 * the form, each message beside the line or field it is about.
 */
afterEach(cleanup);

/** The action's answer to the posted form, as leadAction builds it from its checks. */
function replyTo(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ intent: "estimate", ...fields })) form.append(name, value);
  return { intent: "estimate", result: parseWithZod(form, { schema: leadPageFormSchema, disableAutoCoercion: true }).reply() };
}

function renderForm(revising: EstimateRevision | null = null, answer?: ReturnType<typeof replyTo>) {
  const Stub = createRemixStub([
    { id: "lead", path: "/leads/l1", Component: () => <EstimateForm today="2026-11-28" maxLines={20} revising={revising} leadPath="/leads/l1" constraint={leadFormConstraints().estimate} /> },
  ]);
  render(<Stub initialEntries={["/leads/l1"]} hydrationData={answer ? { actionData: { lead: answer } } : undefined} />);
}

const fill = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
const errorOf = (label: string) => document.getElementById(screen.getByLabelText(label).getAttribute("aria-describedby") ?? "")?.textContent;

describe("the estimate form", () => {
  it("marks the line with a wrong amount, the line without a description and a past date, each beside its field, keeping what was typed", async () => {
    renderForm(null, replyTo({ line0Description: "Shehzore truck", line0Amount: "abc", line1Description: "Packing", line1Amount: "-500", line2Amount: "5,000", validUntil: "2020-01-01" }));
    expect(screen.getByLabelText("Amount 1 (Rs.)").getAttribute("aria-invalid")).toBe("true");
    expect(errorOf("Amount 1 (Rs.)")).toBe("Amount must be a whole number of rupees");
    expect(errorOf("Amount 2 (Rs.)")).toBe("Amounts cannot be negative");
    expect(errorOf("Item 3")).toBe("Describe each line");
    expect(errorOf("Valid until")).toBe("Valid until must be today or later");
    expect(screen.getByLabelText("Item 1").getAttribute("aria-invalid")).toBeNull();
    expect((screen.getByLabelText("Item 1") as HTMLInputElement).value).toBe("Shehzore truck");
    // The server's checks, not the browser's popup.
    expect(screen.getByLabelText("Valid until").closest("form")?.noValidate).toBe(true);
  });

  it("keeps a running total of the amounts as they are typed", async () => {
    renderForm();
    expect(screen.getByTestId("estimate-running-total").textContent).toBe("Rs. 0");
    fill("Amount 1 (Rs.)", "65,000");
    fill("Amount 2 (Rs.)", "Rs 20000");
    expect(screen.getByTestId("estimate-running-total").textContent).toBe("Rs. 85,000");
  });

  it("without JavaScript the server's check shows the total of what was typed", () => {
    renderForm(null, replyTo({ step: "check", line0Description: "Shehzore truck", line0Amount: "65,000", line1Description: "Packing", line1Amount: "20,000", validUntil: "2099-01-01" }));
    expect(screen.getByTestId("estimate-running-total").textContent).toBe("Rs. 85,000");
  });

  it("offers more than five lines, as many as the answer to Add a line asks, up to the bound", () => {
    renderForm();
    expect(screen.queryByLabelText("Item 6")).toBeNull();
    cleanup();
    renderForm(null, replyTo({ step: "more", lineCount: "6", line0Description: "Shehzore truck", line0Amount: "abc" }));
    expect(screen.getByLabelText("Item 6")).toBeTruthy();
    expect((screen.getByLabelText("Item 1") as HTMLInputElement).value).toBe("Shehzore truck");
    expect(screen.getByLabelText("Amount 1 (Rs.)").getAttribute("aria-invalid")).toBeNull();
    cleanup();
    renderForm(null, replyTo({ step: "more", lineCount: "20" }));
    expect(screen.getByLabelText("Item 20")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add a line" })).toBeNull();
  });

  it("revising starts from the open estimate's version and saves the next one", () => {
    renderForm({ id: "e1", version: 2, lines: [{ description: "Mazda truck", amount: "70000" }], included: "Crew", terms: "Cash", advance: "10000", validUntil: "2026-12-10" });
    expect(screen.getByRole("heading", { name: "Revise the estimate (now version 2)" })).toBeTruthy();
    expect((screen.getByLabelText("Item 1") as HTMLInputElement).value).toBe("Mazda truck");
    expect(screen.getByTestId("estimate-running-total").textContent).toBe("Rs. 70,000");
    expect(screen.getByRole("button", { name: "Save version 3" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Cancel" }).getAttribute("href")).toBe("/leads/l1#estimates");
  });
});
