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

const { acceptEstimateAction, loadEstimatePage } = await import("./estimate-page.server");
const ACCEPT_NAME_MESSAGE = "Type your name to accept the estimate";

const token = "a".repeat(43);

function post(acceptName: string, prefix = "") {
  const request = new Request(`http://localhost${prefix}/estimate/${token}`, { method: "POST", body: new URLSearchParams({ acceptName }) });
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

describe("an Urdu customer's estimate", () => {
  const ESTIMATE = {
    reference: "Q-0042",
    customerName: "بلال احمد",
    language: "ur",
    move: { service: "house", fromCity: "karachi", fromArea: "گلشن اقبال", toCity: "lahore", toArea: "", moveDate: "2099-12-01", propertySize: "2bed", floor: 0, lift: false, extras: [] },
    inventory: null,
    lines: [{ description: "شہزور اور عملہ", amount: 70_000 }],
    total: 70_000,
    advance: 10_000,
    included: "",
    terms: "",
    validUntil: "2099-12-10",
    expiresAt: "2099-12-10T18:59:59.999Z",
    state: "open",
    createdAt: "2099-11-28T06:00:00.000Z",
    acceptedAt: null,
    version: 1,
    revisedAt: null,
  };
  const load = (path: string) => loadEstimatePage({ request: new Request(`http://localhost${path}`), params: { token }, context: {} });

  beforeEach(() => fetchEstimateByToken.mockResolvedValue(ESTIMATE));

  it("the link staff send opens the Urdu page, unless English was chosen", async () => {
    const sent = await load(`/estimate/${token}`).catch((thrown: unknown) => thrown);
    expect(sent).toBeInstanceOf(Response);
    expect((sent as Response).headers.get("Location")).toBe(`/ur/estimate/${token}`);
    const english = await load(`/estimate/${token}?lang=en`);
    expect(english).toMatchObject({ ok: true, lang: "en", otherLanguagePath: `/ur/estimate/${token}` });
  });

  it("is written in Urdu: amounts in rupees, dates and the move in Urdu", async () => {
    const page = await load(`/ur/estimate/${token}`);
    if (!page.ok) throw new Error(page.message);
    expect(page.lang).toBe("ur");
    expect(page.messages["estimate.total"]).toBe("کل رقم");
    expect(page.estimate.total).toBe("70,000 روپے");
    expect(page.estimate.balance).toBe("60,000 روپے");
    expect(page.estimate.validUntil).toBe("10 دسمبر، 2099");
    expect(page.estimate.move.map((row) => row.label)).toContain("کہاں سے");
    expect(page.otherLanguagePath).toBe(`/estimate/${token}?lang=en`);
  });

  it("has an Urdu letterhead from the office of the move: the street address in Latin, as couriers write it", async () => {
    const page = await load(`/ur/estimate/${token}`);
    if (!page.ok) throw new Error(page.message);
    expect(page.estimate.letterhead).toEqual({
      companyName: "منزل پیکرز اینڈ موورز",
      officeName: "کراچی دفتر",
      address: "Plot 45, Shahrah-e-Faisal, PECHS Block 6, Karachi 75400, Sindh",
      phone: "+923000000002",
      hours: "پیر سے ہفتہ، صبح 9 سے رات 8 بجے تک",
      email: "info@manzilmovers.example",
    });
    const english = await load(`/estimate/${token}?lang=en`);
    if (!english.ok) throw new Error(english.message);
    expect(english.estimate.letterhead).toMatchObject({ companyName: "Manzil Packers & Movers", officeName: "Karachi office", hours: "Mon–Sat 9:00–20:00" });
  });

  it("says when it was accepted in Urdu", async () => {
    fetchEstimateByToken.mockResolvedValue({ ...ESTIMATE, state: "accepted", acceptedAt: "2099-11-29T09:05:00.000Z" });
    const page = await load(`/ur/estimate/${token}`);
    if (!page.ok) throw new Error(page.message);
    expect(page.estimate.acceptedAt).toBe("29 نومبر، 2099، 14:05");
  });

  it("refuses another name in Urdu, and accepting returns to the Urdu page", async () => {
    expect(answer(await post("Ayesha Khan", "/ur"))).toMatchObject({
      status: 400,
      data: { error: { acceptName: ["یہ اس تخمینے پر لکھا نام نہیں ہے۔ قبول کرنے کے لیے بلال احمد لکھیں، جیسا اوپر لکھا ہے۔"] } },
    });
    expect(answer(await post(" ", "/ur"))).toMatchObject({ status: 400, data: { error: { acceptName: ["تخمینہ قبول کرنے کے لیے اپنا نام لکھیں"] } } });
    const accepted = await post("بلال احمد", "/ur");
    expect((accepted as Response).headers.get("Location")).toBe(`/ur/estimate/${token}`);
  });
});
