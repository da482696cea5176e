import { beforeEach, describe, expect, it, vi } from "vitest";

/**
 * POST /estimate/<token>: accepting books the move, so the typed name must
 * be the one on the estimate. A different name is a 400 with a message for
 * the customer beside the field (the form kit's reply), and the estimate is
 * not accepted.
 */
const fetchEstimateByToken = vi.hoisted(() => vi.fn());
const acceptEstimate = vi.hoisted(() => vi.fn());
vi.mock("./leads.server", () => ({ fetchEstimateByToken, acceptEstimate }));

const { acceptEstimateAction, ACCEPT_NAME_MESSAGE } = await import("./estimate-page.server");

const token = "a".repeat(43);

function post(acceptName: string) {
  const request = new Request(`http://localhost/estimate/${token}`, { method: "POST", body: new URLSearchParams({ acceptName }) });
  return acceptEstimateAction({ request, params: { token }, context: {} });
}

/** What the action answered: a redirect or a data() answer. */
function answer(result: unknown): { status: number; data?: unknown } {
  if (result instanceof Response) return { status: result.status };
  const { init, data } = result as { init?: { status?: number }; data: unknown };
  return { status: init?.status ?? 200, data };
}

beforeEach(() => {
  fetchEstimateByToken.mockReset().mockResolvedValue({ customerName: "Ayesha Khan" });
  acceptEstimate.mockReset().mockResolvedValue({});
});

describe("accepting an estimate", () => {
  it("accepts the name on the estimate typed in any case and spacing", async () => {
    const result = answer(await post("  ayesha   KHAN "));
    expect(result.status).toBe(302);
    expect(acceptEstimate).toHaveBeenCalledTimes(1);
  });

  it("refuses another name with a message naming the one to type, and books nothing", async () => {
    const result = answer(await post("Bilal Ahmed"));
    expect(result).toMatchObject({
      status: 400,
      data: { error: { acceptName: ["That is not the name on this estimate. Please type Ayesha Khan, as written above, to accept."] }, initialValue: { acceptName: "Bilal Ahmed" } },
    });
    expect(acceptEstimate).not.toHaveBeenCalled();
  });

  it("still asks for a name when none is typed", async () => {
    expect(answer(await post(" "))).toMatchObject({ status: 400, data: { error: { acceptName: [ACCEPT_NAME_MESSAGE] } } });
    expect(answer(await post(""))).toMatchObject({ status: 400, data: { error: { acceptName: [ACCEPT_NAME_MESSAGE] } } });
    expect(fetchEstimateByToken).not.toHaveBeenCalled();
  });
});
