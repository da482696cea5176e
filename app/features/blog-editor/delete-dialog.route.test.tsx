// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { URLSearchParams as NodeSearchParams } from "node:url";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "~/shared/api/client.server";

/**
 * The delete dialogs through the confirm pages' own actions, as far as the API: a failure stays in the dialog
 * with its message, to retry or cancel; a success redirects with its toast. The API call, the staff session and
 * the toast cookie are stand-ins.
 */
// The action reads a Node Request, whose body must be Node's own URLSearchParams, not jsdom's.
vi.stubGlobal("URLSearchParams", NodeSearchParams);
vi.mock("~/shared/hooks/use-hydrated", () => ({ useHydrated: () => true }));
const apiRequest = vi.hoisted(() => vi.fn());
vi.mock("~/shared/api/client.server", async (original) => ({ ...(await original<object>()), apiRequest }));
vi.mock("~/shared/staff/require-staff.server", () => ({ requireStaff: async () => ({ token: "staff-token" }) }));
const toasts = vi.hoisted(() => [] as unknown[]);
vi.mock("~/shared/toast/toast.server", async () => {
  const { redirect } = await import("@remix-run/node");
  return {
    redirectWithToast: (url: string, toast: unknown) => {
      toasts.push(toast);
      return redirect(url);
    },
  };
});

const deleteBlogRoute = await import("./delete-blog-route.server");
const deleteCommentRoute = await import("./delete-comment-route.server");
const { DeleteBlogDialog } = await import("./delete-blog-dialog");
const { CommentRow } = await import("./comment-row");

// jsdom has no showModal: the dialog's open state is the component's, not the browser's.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.setAttribute("open", "");
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.removeAttribute("open");
  this.dispatchEvent(new Event("close"));
};

const POST = { id: "post00000001", title: "Packing tips" };
const COMMENT = { _id: "comment00001", blogId: POST.id, name: "Bilal", commentText: "Spam, please remove" };
const gone = () => new ApiError("API answered 404", "http", 404, "Blog not found");

afterEach(cleanup);
beforeEach(() => {
  apiRequest.mockReset();
  toasts.length = 0;
});

function BlogListWithDialog() {
  const [target, setTarget] = useState<typeof POST | null>(POST);
  return (
    <>
      <p data-testid="list">{target ? "dialog open" : "dialog closed"}</p>
      <DeleteBlogDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}

describe("the post delete dialog", () => {
  it("a failed delete stays in the dialog with 'Blog  Not Delete! Please try again.', Delete and Cancel still there", async () => {
    apiRequest.mockRejectedValue(gone());
    const Stub = createRemixStub([
      { path: "/blog-list", Component: BlogListWithDialog },
      { path: "/blog-list/delete/:id", action: deleteBlogRoute.action },
    ]);
    render(<Stub initialEntries={["/blog-list?title=Packing"]} />);
    const dialog = screen.getByTestId("delete-dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(within(dialog).getByRole("alert").textContent).toBe("Blog  Not Delete! Please try again."));
    expect(apiRequest).toHaveBeenCalledWith("/api/blogs/?id=post00000001", expect.objectContaining({ method: "DELETE", token: "staff-token" }));
    expect(dialog.hasAttribute("open")).toBe(true);
    expect((within(dialog).getByRole("button", { name: "Delete" }) as HTMLButtonElement).disabled).toBe(false);
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeTruthy();
    expect(toasts).toEqual([]);
  });

  it("the action: a refusal keeps the API's status, a bad form is a 400, a success goes back to the list view with 'Blog Deleted!'", async () => {
    const post = async (fields: Record<string, string>, id = POST.id) => {
      const request = new Request(`http://localhost/blog-list/delete/${id}`, { method: "POST", body: new URLSearchParams(fields) });
      return (await deleteBlogRoute.action({ request, params: { id }, context: {} })) as unknown;
    };
    const statusOf = (answer: unknown) => (answer instanceof Response ? answer.status : (answer as { init?: { status?: number } }).init?.status);

    apiRequest.mockRejectedValue(gone());
    expect(statusOf(await post({ id: POST.id }))).toBe(404);
    expect(statusOf(await post({ id: "other0000001" }))).toBe(400);
    expect(statusOf(await post({ id: POST.id, back: "https://elsewhere.example/" }))).toBe(400);
    expect(apiRequest).toHaveBeenCalledTimes(1);

    apiRequest.mockResolvedValue({ status: 204, data: undefined });
    const done = await post({ id: POST.id, back: "/blog-list?title=Packing" });
    expect(done instanceof Response && done.headers.get("Location")).toBe("/blog-list?title=Packing");
    expect(toasts).toEqual([{ type: "success", message: "Blog Deleted!" }]);
    expect(((await post({ id: POST.id })) as Response).headers.get("Location")).toBe("/blog-list");
  });
});

describe("the comment delete dialog", () => {
  it("a failed delete stays in the dialog with 'Comment not deleted. Please try again.'", async () => {
    apiRequest.mockRejectedValue(new ApiError("API answered 404", "http", 404, "Comment not found"));
    const Stub = createRemixStub([
      { path: "/blog-comments", Component: () => <CommentRow comment={COMMENT} from="list" /> },
      { path: "/blog-comments/:commentId/delete", action: deleteCommentRoute.action },
    ]);
    render(<Stub initialEntries={["/blog-comments"]} />);
    fireEvent.click(screen.getByRole("button", { name: /comment by Bilal/ }));
    const dialog = screen.getByTestId("delete-comment-dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(within(dialog).getByRole("alert").textContent).toBe("Comment not deleted. Please try again."));
    expect(apiRequest).toHaveBeenCalledWith("/api/comments/comment00001", expect.objectContaining({ method: "DELETE" }));
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeTruthy();
  });
});
