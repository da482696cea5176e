// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PhoneField, TextareaField, TextField } from "./form-fields";
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
