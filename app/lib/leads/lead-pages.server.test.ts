import { describe, expect, it } from "vitest";
import { bookLoader, contactLoader } from "./lead-pages.server";

const args = (url: string) => ({ request: new Request(url), params: {}, context: {} });

describe("bookLoader", () => {
  it("preselects a known service from ?service= and ignores others", () => {
    expect(bookLoader(args("http://x/book?service=house")).initialService).toBe("house");
    expect(bookLoader(args("http://x/book?service=truck-rental")).initialService).toBe("truck-rental");
    expect(bookLoader(args("http://x/book?service=teleport")).initialService).toBeNull();
    expect(bookLoader(args("http://x/book")).initialService).toBeNull();
  });

  it("gives the browser native checks without zod: required fields, limits, an optional e-mail", () => {
    const { constraint } = bookLoader(args("http://x/book"));
    expect(constraint.name).toMatchObject({ required: true, maxLength: 100 });
    expect(constraint.phone).toMatchObject({ required: true, maxLength: 30 });
    expect(constraint.service).toMatchObject({ required: true });
    expect(constraint.email).toMatchObject({ required: false });
    expect(constraint.fromArea).toMatchObject({ required: false, maxLength: 120 });
    expect(constraint.floor).toMatchObject({ required: false, min: 0, max: 100 });
    expect(constraint.lift?.required).toBe(false);
  });
});

describe("contactLoader", () => {
  it("shows the confirmation for a reference only", () => {
    expect(contactLoader(args("http://x/contact?sent=MZ-7K3Q9P")).sent).toBe("MZ-7K3Q9P");
    expect(contactLoader(args("http://x/contact?sent=<script>")).sent).toBeNull();
  });

  it("makes phone and e-mail optional on their own (one of them is needed)", () => {
    const { constraint } = contactLoader(args("http://x/contact"));
    expect(constraint.phone?.required).toBe(false);
    expect(constraint.email?.required).toBe(false);
    expect(constraint.message).toMatchObject({ required: true, maxLength: 5000 });
  });
});
