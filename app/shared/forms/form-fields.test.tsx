// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PhoneField, RadioGroup, TextareaField, TextField } from "./form-fields";
import { plainControls } from "./form-controls";

afterEach(cleanup);

function Fields() {
  const controls = plainControls("f", { name: { required: true }, message: {}, phone: {} });
  return (
    <form id="f">
      <TextField controls={controls} name="name" label="Name" />
      <TextareaField controls={controls} name="message" label="Message" />
      <PhoneField controls={controls} name="phone" label="Phone" />
    </form>
  );
}

describe("form fields and the direction of what people type", () => {
  it("text and message fields follow their content (Urdu in an English form); the phone stays left to right", async () => {
    const Stub = createRemixStub([{ path: "/", Component: Fields }]);
    render(<Stub />);
    expect((await screen.findByLabelText("Name")).getAttribute("dir")).toBe("auto");
    expect(screen.getByLabelText("Message").getAttribute("dir")).toBe("auto");
    expect(screen.getByLabelText("Phone").getAttribute("dir")).toBe("ltr");
  });
});

describe("a radio group", () => {
  const KINDS = [
    { id: "call", label: "Call" },
    { id: "whatsapp", label: "WhatsApp" },
  ];
  function Kinds({ lastResult }: { lastResult?: Parameters<typeof plainControls>[2] }) {
    const controls = plainControls("log", { kind: { required: true } }, lastResult, { kind: "call" });
    return (
      <form id="log">
        <RadioGroup controls={controls} name="kind" legend="Log a call / WhatsApp" hint="How you spoke" options={KINDS} />
      </form>
    );
  }
  const radio = (name: string) => screen.getByRole("radio", { name }) as HTMLInputElement;

  it("is a fieldset named by its legend, one radio per option in the form, the default checked", async () => {
    const Stub = createRemixStub([{ path: "/", Component: () => <Kinds /> }]);
    render(<Stub />);
    const group = await screen.findByRole("group", { name: "Log a call / WhatsApp" });
    expect(group.getAttribute("aria-describedby")).toBe("log-kind-description");
    expect(document.getElementById("log-kind-description")?.textContent).toBe("How you spoke");
    expect(radio("Call").checked).toBe(true);
    expect(radio("WhatsApp").checked).toBe(false);
    for (const input of [radio("Call"), radio("WhatsApp")]) {
      expect(input.name).toBe("kind");
      expect(input.getAttribute("form")).toBe("log");
      expect(input.required).toBe(true);
      expect(input.getAttribute("aria-invalid")).toBeNull();
    }
    expect(radio("WhatsApp").id).toBe("log-kind-whatsapp");
  });

  it("an answered form: the posted choice checked, the error beside the group and on each radio", async () => {
    const Stub = createRemixStub([
      { path: "/", Component: () => <Kinds lastResult={{ status: "error", initialValue: { kind: "whatsapp" }, error: { kind: ["Choose Call or WhatsApp."] } }} /> },
    ]);
    render(<Stub />);
    expect((await screen.findByRole("radio", { name: "WhatsApp" }) as HTMLInputElement).checked).toBe(true);
    expect(radio("Call").checked).toBe(false);
    expect(document.getElementById("log-kind-error")?.textContent).toBe("Choose Call or WhatsApp.");
    for (const input of [radio("Call"), radio("WhatsApp")]) {
      expect(input.getAttribute("aria-invalid")).toBe("true");
      expect(input.getAttribute("aria-describedby")).toBe("log-kind-error");
    }
  });
});
