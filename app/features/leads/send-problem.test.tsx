// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { parseWithZod } from "~/shared/forms/parse-with-zod";
import { PAST_DATE_MESSAGE, quoteFormSchema } from "./quote-form-schema";
import { QUOTE_FIELD_ORDER } from "./field-order";
import { ErrorSummary } from "./send-problem";

afterEach(cleanup);

/** What the /book action answers a post without JavaScript: the server's checks, as Conform replies them. */
function errorsOf(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return parseWithZod(form, { schema: quoteFormSchema, disableAutoCoercion: true }).reply().error ?? {};
}

it("lists a past moving date before the phone, as the page shows them, though the date's rule reports last", () => {
  const errors = errorsOf({ service: "house", fromCity: "lahore", fromArea: "", toCity: "karachi", toArea: "", moveDate: "2020-01-01", propertySize: "2-bed", name: "Ayesha", phone: "12", email: "", notes: "" });
  // The schema reports the phone first (the date's rule runs after the fields): the bug this guards against.
  expect(Object.keys(errors).indexOf("phone")).toBeLessThan(Object.keys(errors).indexOf("moveDate"));
  const Stub = createRemixStub([{ path: "/book", Component: () => <ErrorSummary errors={errors} fieldId={(name) => `book-${name}`} fieldOrder={QUOTE_FIELD_ORDER} /> }]);
  render(<Stub initialEntries={["/book"]} />);
  const links = screen.getAllByRole("link");
  expect(links.map((link) => link.getAttribute("href"))).toEqual(["#book-moveDate", "#book-phone"]);
  expect(links[0]).toHaveProperty("textContent", PAST_DATE_MESSAGE);
});
