import { expect, test, type APIRequestContext } from "@playwright/test";
import { API_URL, apiLogin, freshIp, logIn } from "../support/e2e/admin";
import { futureDate } from "../support/e2e/leads";
import { overflowProblems } from "../support/e2e/overflow";

/** A word people write can be longer than a phone is wide: wherever shown, it wraps inside its box. */
const LONG_WORD = "Ultraprofessionalbubblewrappingtechniquesforfragilecrockeryandglassware";
const LONG_URL = "https://example.com/averyveryverylongpathsegmentthatneverendsandkeepsgoingforeverandeverandever";
const WIDTHS = [320, 360, 1280];

type Fixture = { postPath: string; postId: string; leadId: string; estimatePath: string; search: string };

async function writeLongContent(request: APIRequestContext): Promise<Fixture> {
  const token = await apiLogin(request);
  const suffix = Math.random().toString(36).slice(2, 8);
  const title = `Karachi Packing Guide: ${LONG_WORD} Explained ${suffix}`;
  const created = await request.post(`${API_URL}/api/blogs`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      title,
      shortDesc: `<p>Short ${LONG_WORD}</p>`,
      detailedDesc: `<p>Read ${LONG_URL} before packing ${LONG_WORD}.</p>`,
      "tags[0]": "Ultraprofessionalbubblewrappingcrockery1",
      "tags[1]": "karachi",
      status: "published",
    },
  });
  expect(created.status()).toBe(201);
  const blog = (await created.json()) as { _id: string; slug: string };
  const comment = await request.post(`${API_URL}/api/comments`, {
    headers: { "X-Forwarded-For": freshIp() },
    data: {
      blogId: blog._id,
      name: `Muhammadabdulrehmanqureshisiddiqui${suffix}ofkarachiwhoneverstops`,
      email: `averyveryverylongemailaddressname.${suffix}@averylongdomainnameexample.com.pk`,
      website: LONG_URL,
      commentText: `Thanks ${LONG_WORD}${LONG_WORD}`,
    },
  });
  expect(comment.status()).toBe(201);
  const lead = await request.post(`${API_URL}/api/sendQuote`, {
    headers: { "Idempotency-Key": `long-words-${suffix}-${Date.now()}`, "X-Forwarded-For": freshIp() },
    data: {
      // An 84-character name, one word longer than a phone is wide.
      name: `Muhammad Abdul Rehman ${LONG_WORD.slice(0, 61)}`,
      phone: `0302-${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`,
      email: `averyveryverylongemailaddressname.${suffix}@averylongdomainnameexample.com.pk`,
      service: "house",
      fromCity: "karachi",
      fromArea: `DHAPhaseEightExtensionBlockNineteen${LONG_WORD}`,
      toCity: "lahore",
      toArea: "Gulberg III",
      moveDate: futureDate(),
      flexibleDate: true,
      propertySize: "3-bed",
      floor: 4,
      lift: false,
      extras: ["packing", "insurance"],
      notes: `Piano, see ${LONG_URL}`,
    },
  });
  expect(lead.status()).toBe(201);
  const { reference } = (await lead.json()) as { reference: string };
  const found = await request.get(`${API_URL}/api/leads?q=${reference}`, { headers: { Authorization: `Bearer ${token}` } });
  const leadId = ((await found.json()) as { leads: { _id: string }[] }).leads[0]._id;
  const estimate = await request.post(`${API_URL}/api/leads/${leadId}/estimates`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { lines: [{ description: `Packing of ${LONG_WORD}`, amount: 45_000 }], terms: `Cash on the day. ${LONG_URL}`, validUntil: futureDate(10) },
  });
  expect(estimate.status()).toBe(201);
  const { path: estimatePath } = (await estimate.json()) as { path: string };
  return { postPath: `/blog/${blog._id}/${blog.slug}`, postId: blog._id, leadId, estimatePath, search: LONG_WORD.slice(0, 30) };
}

test("long words wrap inside their boxes on public pages, on phones and on desktop", async ({ page, request }) => {
  const fixture = await writeLongContent(request);
  const pages = ["/blogs", "/", `/search?q=${fixture.search}`, fixture.postPath, "/blogs?tag=ultraprofessionalbubblewrappingcrockery1", fixture.estimatePath];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of pages) {
      await page.goto(path);
      expect(await overflowProblems(page), `${path} at ${width}px`).toEqual([]);
    }
  }
  // The Karachi customer's estimate carries the Karachi office, not Lahore's.
  await page.goto(fixture.estimatePath);
  await expect(page.locator(".estimate-letterhead")).toContainText("Karachi office");
  await expect(page.locator(".estimate-letterhead")).toContainText("0300-0000002");
  await expect(page.locator(".estimate-actions").getByRole("link", { name: /Call/ })).toHaveAttribute("href", "tel:+923000000002");
  // The long title really is on the pages measured (the newest post leads the list and the home teaser).
  await page.goto("/blogs");
  await expect(page.locator(".blog-card-title").first()).toContainText(LONG_WORD);
});

test("long words wrap inside their boxes on staff pages, on phones and on desktop", async ({ page, request }) => {
  const fixture = await writeLongContent(request);
  await logIn(page);
  const pages = [
    "/blog-list",
    "/blog-comments",
    `/blog-edit/${fixture.postId}`,
    `/blog-edit/${fixture.postId}/revisions`,
    `/leads?q=${encodeURIComponent("Muhammad Abdul Rehman")}`,
    `/leads/${fixture.leadId}`,
  ];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of pages) {
      await page.goto(path);
      expect(await overflowProblems(page), `${path} at ${width}px`).toEqual([]);
    }
  }
});
