import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "~/shared/api/client.server";

/**
 * POST /blog-autosave/:id: the editor's autosave endpoint. A
 * draft is sent to the API as HTML with the version it was opened on; bad
 * input is a 400, no session a 401, and an API outage a 502, never a 500.
 */
const session = vi.hoisted(() => ({ current: null as null | { token: string; user: { _id: string; name: string } } }));
const autosaveBlog = vi.hoisted(() => vi.fn());
vi.mock("~/shared/staff/session.server", () => ({ readStaffSession: async () => session.current, destroySessionCookie: async () => "__session=; Max-Age=0" }));
// The API accepts the session's token (every staff guard asks it).
vi.mock("~/shared/staff/me.server", () => ({ fetchMe: async () => ({ _id: "u1", name: "Sana" }) }));
vi.mock("~/features/blog-editor/revisions.server", () => ({ autosaveBlog }));

const { action } = await import("./autosave-route");

function post(id: string, fields: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) body.append(name, item);
  const request = new Request(`http://localhost/blog-autosave/${id}`, { method: "POST", body });
  // Remix answers a resource route's thrown Response as it is (the guard's JSON 401).
  return action({ request, params: { id }, context: {} }).catch((thrown: unknown) => {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  });
}

const revision = { createdAt: "2026-11-25T07:04:00.000Z" };

beforeEach(() => {
  session.current = { token: "t0k", user: { _id: "u1", name: "Sana" } };
  autosaveBlog.mockReset();
});

describe("the autosave endpoint", () => {
  it("sends the draft as HTML with its tags and version, and answers when it was saved", async () => {
    autosaveBlog.mockResolvedValue({ revision, currentVersion: 3 });
    const response = await post("post1", { title: "Tips", shortDesc: "Pack **early**", detailedDesc: "Body", tags: ["karachi", "lahore"], baseVersion: "3" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "saved", savedAt: revision.createdAt, currentVersion: 3 });
    const [id, body, token] = autosaveBlog.mock.calls[0]!;
    expect(id).toBe("post1");
    expect(token).toMatchObject({ value: "t0k" });
    expect(body).toMatchObject({ title: "Tips", keywords: ["karachi", "lahore"], baseVersion: 3 });
    expect(body.shortDescription).toContain("<strong>early</strong>");
  });

  it("sends the form's language and slug with the draft, and refuses an unknown language", async () => {
    autosaveBlog.mockResolvedValue({ revision, currentVersion: 2 });
    const response = await post("post1", { title: "گھر", shortDesc: "", detailedDesc: "", language: "ur", slug: "ghar-ki-shifting", baseVersion: "2" });
    expect(response.status).toBe(200);
    expect(autosaveBlog.mock.calls[0]![1]).toMatchObject({ title: "گھر", language: "ur", slug: "ghar-ki-shifting" });
    // Without them (an editor page from before): none sent, so the API keeps the post's own.
    await post("post1", { title: "x" });
    expect(autosaveBlog.mock.calls[1]![1]).toMatchObject({ language: undefined, slug: undefined });
    expect((await post("post1", { title: "x", language: "fr" })).status).toBe(400);
    // A slug emptied by hand is kept empty in the draft (the API then makes one from the title), and a single tag is a list.
    await post("post1", { title: "y", shortDesc: "", detailedDesc: "", slug: "", tags: ["solo"] });
    expect(autosaveBlog.mock.calls[2]![1]).toMatchObject({ title: "y", shortDescription: "", slug: "", keywords: ["solo"] });
  });

  it("answers 401 without a session, 404 for a malformed id, 400 for a title too long", async () => {
    session.current = null;
    expect((await post("post1", { title: "x" })).status).toBe(401);
    session.current = { token: "t", user: { _id: "u1", name: "Sana" } };
    expect((await post("bad id!", { title: "x" })).status).toBe(404);
    expect((await post("post1", { title: "x".repeat(5000) })).status).toBe(400);
    expect(autosaveBlog).not.toHaveBeenCalled();
  });

  it("answers 401 { status: 'unauthorized' } with the session cleared when the token dies mid-save, so the editor sends staff to log in", async () => {
    autosaveBlog.mockImplementationOnce(async (_id: string, _body: unknown, token: { expired: () => Promise<Response> }) => {
      throw await token.expired();
    });
    const dead = await post("post1", { title: "x" });
    expect(dead.status).toBe(401);
    expect(await dead.json()).toEqual({ status: "unauthorized" });
    expect(dead.headers.get("Set-Cookie")).toBe("__session=; Max-Age=0");
  });

  it("passes the API's refusals on as they are, and an outage as a 502", async () => {
    autosaveBlog.mockRejectedValueOnce(new ApiError("gone", "http", 404, "Blog not found"));
    const missing = await post("post1", { title: "x" });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ status: "error", message: "Blog not found" });
    autosaveBlog.mockRejectedValueOnce(new ApiError("down", "network"));
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect((await post("post1", { title: "x" })).status).toBe(502);
  });
});
