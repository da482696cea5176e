// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen } from "@testing-library/react";
import { File as NodeFile } from "node:buffer";
import { URLSearchParams as NodeSearchParams } from "node:url";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "~/shared/api/client.server";

/**
 * The staff room page (/leads/:id/move/room/:room) through its own loader
 * and action, as far as the API: a save goes to the lead's PUT and back to
 * the move card; a refusal or an API that does not answer shows why above
 * the form with everything typed still in it. Photos go to the lead's POST
 * and DELETE and back to the room's photos; a refusal shows above the file
 * field. The API call, the staff
 * session and the toast cookie are stand-ins; the rest is the real code,
 * rendered as a browser without JavaScript gets it.
 */
// The action reads a Node Request, whose body must be Node's own URLSearchParams, not jsdom's.
vi.stubGlobal("URLSearchParams", NodeSearchParams);
// And a photo upload's FormData must be Node's (a Node Request never finishes reading jsdom's): the class of what a Node Request parses.
vi.stubGlobal("FormData", (await new Request("http://localhost", { method: "POST", body: new NodeSearchParams() }).formData()).constructor);
vi.mock("~/shared/hooks/use-hydrated", () => ({ useHydrated: () => false }));
const apiRequest = vi.hoisted(() => vi.fn());
vi.mock("~/shared/api/client.server", async (original) => ({ ...(await original<object>()), apiRequest }));
vi.mock("~/shared/staff/require-staff.server", () => ({ requireStaff: async () => ({ token: "staff-token" }) }));
vi.mock("~/shared/toast/toast.server", async () => {
  const { redirect } = await import("@remix-run/node");
  return { redirectWithToast: (url: string, toast: { message: string }) => redirect(url, { headers: { "X-Toast": toast.message } }) };
});

const { loader, action, default: StaffRoomPage } = await import("./staff-room-route");

const PHOTO = { _id: "p".repeat(22), room: "kitchen", width: 1200, height: 900, createdAt: "2026-11-27T10:05:00.000Z" };
const LEAD = { _id: "l1", reference: "Q-0001", kind: "quote", name: "Ayesha Khan" };
const MOVE = {
  token: "t".repeat(43),
  reference: "Q-0001",
  customerName: "Ayesha Khan",
  language: "en",
  move: { service: "home", fromCity: "lahore", toCity: "lahore", propertySize: "2-bed" },
  rooms: [{ room: "kitchen", items: [{ item: "fridge", quantity: 1 }], others: [], note: "", updatedAt: "2026-11-27T10:00:00.000Z", updatedBy: "Customer" }],
  photos: [] as (typeof PHOTO)[],
  estimates: [],
};
const PATH = "/leads/l1/move/room/kitchen";
let move = MOVE;
let saveAnswer: () => unknown;
let photoAnswer: () => unknown;

afterEach(cleanup);
beforeEach(() => {
  move = MOVE;
  saveAnswer = () => MOVE;
  photoAnswer = () => MOVE;
  apiRequest.mockReset().mockImplementation(async (path: string, init?: { method?: string }) => {
    if (init?.method === "PUT") return { status: 200, data: saveAnswer() };
    if (init?.method === "POST" || init?.method === "DELETE") return { status: 200, data: photoAnswer() };
    if (path === "/api/leads/l1") return { status: 200, data: LEAD };
    if (path === "/api/leads/l1/move") return { status: 200, data: move };
    throw new Error(`unexpected ${path}`);
  });
});

/** Posts the form as a browser without JavaScript would, straight to the action. */
async function post(fields: Record<string, string> | FormData) {
  const body = fields instanceof FormData ? fields : new URLSearchParams({ intent: "save", ...fields });
  const request = new Request(`http://localhost${PATH}`, { method: "POST", body });
  const result = await action({ request, params: { id: "l1", room: "kitchen" }, context: {} });
  if (result instanceof Response) return { status: result.status, location: result.headers.get("Location"), toast: result.headers.get("X-Toast"), data: undefined };
  const { init, data } = result as unknown as { init?: { status?: number }; data: unknown };
  return { status: init?.status ?? 200, location: null, toast: null, data };
}

async function renderPage(actionData?: unknown) {
  const loaderData = await loader({ request: new Request(`http://localhost${PATH}`), params: { id: "l1", room: "kitchen" }, context: {} });
  const Stub = createRemixStub([{ id: "staff-room", path: "/leads/:id/move/room/:room", Component: StaffRoomPage }]);
  render(<Stub initialEntries={[PATH]} hydrationData={{ loaderData: { "staff-room": loaderData }, actionData: actionData ? { "staff-room": actionData } : undefined }} />);
}

/** The photo form as the browser sends it: multipart, one file per photo chosen. */
function photosForm(...names: string[]) {
  const form = new FormData();
  form.set("intent", "photos");
  for (const name of names) form.append("photos", new NodeFile([new Uint8Array(64)], name, { type: "image/jpeg" }) as unknown as Blob, name);
  return form;
}

const fridge = () => screen.getByLabelText("Fridge", { exact: true }) as HTMLInputElement;

describe("staff edit a room of the customer's inventory", () => {
  it("shows the customer's room form with what is saved, posting to the staff route", async () => {
    await renderPage();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Kitchen: items and photos");
    expect(fridge().defaultValue).toBe("1");
    expect(screen.getByRole("button", { name: "Save this room" }).closest("form")?.getAttribute("action")).toBe(PATH);
    expect(screen.getByRole("link", { name: "Back to the lead" }).getAttribute("href")).toBe("/leads/l1#move");
  });

  it("a save goes to the lead's PUT (the staff member's token) and back to the move card with a notice", async () => {
    const answer = await post({ "qty.fridge": "2", "qty.microwave": "", note: "Fridge by the stairs" });
    expect(answer).toMatchObject({ status: 302, location: "/leads/l1#move", toast: "Kitchen saved: 2 pieces." });
    expect(apiRequest).toHaveBeenCalledWith(
      "/api/leads/l1/move/rooms/kitchen",
      expect.objectContaining({ method: "PUT", token: "staff-token", json: { items: [{ item: "fridge", quantity: 2 }], others: [], note: "Fridge by the stairs" } }),
    );
  });

  it("a refusal is said above the form, and what was typed stays", async () => {
    saveAnswer = () => {
      throw new ApiError("API answered 400", "http", 400, "A move can list 20 rooms");
    };
    const answer = await post({ "qty.fridge": "3", "other[0].name": "Sewing machine", "other[0].size": "small", "other[0].quantity": "1", note: "Narrow door" });
    expect(answer.status).toBe(400);
    await renderPage(answer.data);
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("A move can list 20 rooms");
    expect(alert.compareDocumentPosition(fridge()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(fridge().defaultValue).toBe("3");
    expect((screen.getByLabelText("Other item 1: name") as HTMLInputElement).defaultValue).toBe("Sewing machine");
    expect((screen.getByLabelText("Note about this room") as HTMLTextAreaElement).defaultValue).toBe("Narrow door");
  });

  it("an API that does not answer: a clear message, nothing lost", async () => {
    saveAnswer = () => {
      throw new ApiError("API unreachable", "network");
    };
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const answer = await post({ "qty.fridge": "4" });
    expect(answer.status).toBe(503);
    expect(logged).toHaveBeenCalledWith("Staff room save failed:", "API unreachable");
    logged.mockRestore();
    await renderPage(answer.data);
    expect(screen.getByRole("alert").textContent).toMatch(/^Could not save the room: the service did not answer\. Nothing was saved/);
    expect(fridge().defaultValue).toBe("4");
  });

  it("a number out of range is refused at its field before the API", async () => {
    const answer = await post({ "qty.fridge": "150" });
    expect(answer.status).toBe(400);
    expect(apiRequest).not.toHaveBeenCalledWith(expect.stringContaining("/rooms/"), expect.anything());
    await renderPage(answer.data);
    expect(fridge().getAttribute("aria-invalid")).toBe("true");
    expect(fridge().defaultValue).toBe("150");
  });
});

describe("staff add and remove a room's photos", () => {
  it("shows the room's photos from the staff address, each with its remove button, and a camera upload posting to the staff route", async () => {
    move = { ...MOVE, photos: [PHOTO, { ...PHOTO, _id: "q".repeat(22), room: "bedroom-1" }] };
    await renderPage();
    const shown = screen.getAllByRole("img");
    expect(shown.map((img) => [img.getAttribute("alt"), img.getAttribute("src")])).toEqual([["Photo of Kitchen 1", `/leads/l1/move-photos/${PHOTO._id}`]]);
    const remove = screen.getByRole("button", { name: "Remove this photo 1" }).closest("form")!;
    expect(remove.getAttribute("action")).toBe(PATH);
    expect((remove.querySelector("[name=photo]") as HTMLInputElement).value).toBe(PHOTO._id);
    const file = screen.getByLabelText("Add photos of this room") as HTMLInputElement;
    expect([file.type, file.accept, file.getAttribute("capture"), file.multiple, file.name]).toEqual(["file", "image/*", "environment", true, "photos"]);
    expect(screen.getByText(/^Up to 5 at once, 10 per room\. The customer sees them/).id).toBe(file.getAttribute("aria-describedby"));
    const form = screen.getByRole("button", { name: "Upload photos" }).closest("form")!;
    expect([form.getAttribute("action"), form.getAttribute("method"), form.getAttribute("enctype")]).toEqual([PATH, "post", "multipart/form-data"]);
  });

  it("an upload goes to the lead's POST (the staff member's token) and back to the room's photos with a toast", async () => {
    const answer = await post(photosForm("kitchen-1.jpg", "kitchen-2.jpg"));
    expect(answer).toMatchObject({ status: 302, location: `${PATH}#photos`, toast: "2 photos added to Kitchen." });
    const [, init] = apiRequest.mock.calls.find(([path]) => path === "/api/leads/l1/move/photos")!;
    expect(init).toMatchObject({ method: "POST", token: "staff-token" });
    expect(init.form.get("room")).toBe("kitchen");
    expect((init.form.getAll("photos") as File[]).map((photo) => photo.name)).toEqual(["kitchen-1.jpg", "kitchen-2.jpg"]);
  });

  it("a refusal is said above the file field, in the API's words", async () => {
    photoAnswer = () => {
      throw new ApiError("API answered 409", "http", 409, "A room can have 10 photos and a move 40: remove one to add another");
    };
    const answer = await post(photosForm("kitchen-11.jpg"));
    expect(answer.status).toBe(409);
    await renderPage(answer.data);
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("A room can have 10 photos and a move 40: remove one to add another");
    expect(alert.closest("form")).toBe(screen.getByLabelText("Add photos of this room").closest("form"));
    // The room's own form keeps no error of it.
    expect(fridge().getAttribute("aria-invalid")).toBeNull();
  });

  it("an API that does not answer: a clear message above the file field", async () => {
    photoAnswer = () => {
      throw new ApiError("API unreachable", "network");
    };
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const answer = await post(photosForm("kitchen.jpg"));
    expect(answer.status).toBe(503);
    expect(logged).toHaveBeenCalledWith("Staff room photos failed:", "API unreachable");
    logged.mockRestore();
    await renderPage(answer.data);
    expect(screen.getByRole("alert").textContent).toMatch(/^Could not change the photos: the service did not answer\./);
  });

  it("a removal goes to the lead's DELETE and back to the room's photos with a toast", async () => {
    const answer = await post({ intent: "remove-photo", photo: PHOTO._id });
    expect(answer).toMatchObject({ status: 302, location: `${PATH}#photos`, toast: "Photo removed from Kitchen." });
    expect(apiRequest).toHaveBeenCalledWith(`/api/leads/l1/move/photos/${PHOTO._id}`, expect.objectContaining({ method: "DELETE", token: "staff-token" }));
  });
});
