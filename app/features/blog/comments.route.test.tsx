// @vitest-environment jsdom
import { URLSearchParams as NodeURLSearchParams } from "node:url";
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/react";
import { useActionData } from "@remix-run/react";
import { commentFormSchema } from "./comment-form-schema";
import { CommentForm, CommentList, type CommentActionData } from "./comments";

/**
 * Route tests in milliseconds: the comment form's states as a
 * visitor without JavaScript sees them after a post, with the route's own
 * schema and reply (the API answer faked by the stub's action).
 */
afterEach(cleanup);
// jsdom brings its own URLSearchParams, which Node's Request (undici) does not accept as a body.
globalThis.URLSearchParams = NodeURLSearchParams as unknown as typeof URLSearchParams;

function stubWith(outcome: (form: FormData) => CommentActionData | null) {
  function Post() {
    const actionData = useActionData<CommentActionData>();
    // Remounted after the post, as a new document would be without JavaScript: nothing typed survives unless the answer carries it.
    return <CommentForm key={actionData ? "answered" : "blank"} lastResult={actionData?.result} submissionKey="k2cXq9fRUtBQ7MvZ0a1b" />;
  }
  return createRemixStub([
    {
      path: "/blog/:id/:slug",
      Component: Post,
      async action({ request }) {
        const form = await request.formData();
        return data(outcome(form));
      },
    },
  ]);
}

describe("LEAVE A COMMENT after a post", () => {
  it("a comment the API did not take comes back with the reason and every field as typed", async () => {
    const Stub = stubWith((form) => {
      const submission = parseWithZod(form, { schema: commentFormSchema });
      return { result: submission.reply({ formErrors: ["Message Not Sent! Please try again."] }) };
    });
    render(<Stub initialEntries={["/blog/abc/post"]} />);
    const fill = (label: string, value: string) => {
      const field = screen.getByLabelText(label) as HTMLInputElement;
      field.value = value;
    };
    fill("Name", "Kept Karim");
    fill("Email", "karim@example.pk");
    fill("Comment", "Is packing included?");
    screen.getByRole("button", { name: "Post comment" }).click();
    await waitFor(() => expect(screen.getByTestId("comment-status").textContent).toBe("Message Not Sent! Please try again."));
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Kept Karim");
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("karim@example.pk");
    expect((screen.getByLabelText("Comment") as HTMLTextAreaElement).value).toBe("Is packing included?");
  });

  it("a field over its limit is named under it, with the text kept", async () => {
    const Stub = stubWith((form) => ({ result: parseWithZod(form, { schema: commentFormSchema }).reply() }));
    render(<Stub initialEntries={["/blog/abc/post"]} />);
    const name = screen.getByLabelText("Name") as HTMLInputElement;
    // Past the browser's maxlength, as a script or an old browser could send it.
    name.removeAttribute("maxlength");
    name.value = "x".repeat(101);
    screen.getByRole("button", { name: "Post comment" }).click();
    await waitFor(() => expect(screen.getByText("Name must be at most 100 characters")).toBeTruthy());
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("x".repeat(101));
    expect(name.getAttribute("aria-invalid") ?? (screen.getByLabelText("Name") as HTMLInputElement).getAttribute("aria-invalid")).toBe("true");
  });
});

describe("the comment list", () => {
  it("gives each reader's words their own direction: a Latin comment with a URL on an Urdu post, an Urdu name", async () => {
    const Stub = createRemixStub([
      {
        path: "/ur/blog/:id/:slug",
        Component: () => (
          <CommentList
            comments={[{ _id: "c1", blogId: "b1", name: "عائشہ", website: "", commentText: "Great tips, see https://example.com/a-b for more.", createdAt: "2026-11-01T10:00:00Z" }]}
            error={null}
          />
        ),
      },
    ]);
    render(<Stub initialEntries={["/ur/blog/b1/post"]} />);
    const text = await screen.findByText("Great tips, see https://example.com/a-b for more.");
    expect(text.getAttribute("dir")).toBe("auto");
    expect(screen.getByText("عائشہ").tagName).toBe("BDI");
  });
});
