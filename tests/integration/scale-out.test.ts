import { randomBytes } from "node:crypto";
import { readdir } from "node:fs/promises";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDEMPOTENCY_KEY_FIELD } from "../../api/contract/idempotency";
import { nginxUnavailable } from "../../deploy/nginx/standalone";
import { type Cluster, CLUSTER_STAFF, contactForm, somePostPath, startCluster, steadyLoad, warmWebInstances, whyNoCluster } from "../support/site/cluster";
import { type Instance } from "../support/site/instances";
import { visit, visitorAddress } from "../support/site/visitor-http";

/** README "Scaling out" (ADR 020) under a minute of mixed load, with kill -9 of one API and one web instance, then a rolling restart. */
const databaseUrl = process.env.TEST_DATABASE_URL;
const skip = nginxUnavailable() ?? (await whyNoCluster(databaseUrl));

const LOAD_MS = 60_000;
const KILL_AT_MS = 20_000;
const RESTART_AFTER_MS = 8_000;

let cluster: Cluster;

describe.skipIf(skip)(`scale-out: 2 API + 2 web instances behind nginx${skip ? ` (skipped: ${skip})` : ""}`, () => {
  beforeAll(async () => {
    cluster = await startCluster({ databaseUrl: databaseUrl! });
  }, 240_000);
  afterAll(async () => {
    await cluster?.stop();
  }, 60_000);

  it("under a minute of mixed load with kill -9 of an API and a web instance: nothing lost or doubled, limits exact, image shared", async () => {
    const { siteUrl, apis, webs } = cluster;
    const post = await somePostPath(cluster);
    const pages = ["/", "/blogs", post.path, "/about", "/house-moving-company"];

    const token = await apiToken();
    const image = await uploadImage(token);
    await expectImageEverywhere(image.url, "before the kill");

    const started = Date.now();
    const events: string[] = [];
    const leads: { token: string; key: string; references: Set<string> }[] = [];
    const comments: { token: string; key: string; accepted: boolean }[] = [];
    const pageFailures: string[] = [];
    let visitor = 0;
    let loadUntil = started + LOAD_MS;
    const running = () => Date.now() < loadUntil;

    /** The same submission and key until the site says it went through. */
    async function submit(path: string, form: Record<string, string>, from: string, success: (a: { status: number; location: string }) => boolean) {
      for (let attempt = 1; attempt <= 12; attempt++) {
        try {
          const answer = await visit(`${siteUrl}${path}`, { form, from });
          const result = { status: answer.status, location: String(answer.headers.location ?? "") };
          if (success(result)) return result;
          if (answer.status < 500 && answer.status !== 429) throw new Error(`${path} refused the submission: ${answer.status} ${answer.body.slice(0, 300)}`);
        } catch (error) {
          if ((error as Error).message.includes("refused the submission")) throw error;
        }
        await new Promise((r) => setTimeout(r, 400 * attempt));
      }
      throw new Error(`${path}: no success after 12 attempts`);
    }

    const leadWorker = async () => {
      while (running()) {
        const n = visitor++;
        const entry = { token: `scale-lead-${n}-${randomBytes(3).toString("hex")}`, key: randomBytes(16).toString("hex"), references: new Set<string>() };
        leads.push(entry);
        const answer = await submit("/contact", contactForm(`Moving soon ${entry.token}`, entry.key), visitorAddress(n), (a) => a.status === 302 && a.location.includes("sent="));
        entry.references.add(new URL(answer.location, siteUrl).searchParams.get("sent") ?? "");
        if (n % 4 === 0) {
          const again = await submit("/contact", contactForm(`Moving soon ${entry.token}`, entry.key), visitorAddress(n), (a) => a.status === 302);
          entry.references.add(new URL(again.location, siteUrl).searchParams.get("sent") ?? "");
        }
      }
    };
    const commentWorker = async () => {
      while (running()) {
        const n = visitor++;
        const entry = { token: `scale-comment-${n}-${randomBytes(3).toString("hex")}`, key: randomBytes(16).toString("hex"), accepted: false };
        comments.push(entry);
        await submit(post.path, commentForm(entry.token, entry.key), visitorAddress(n), (a) => a.status === 302 && a.location.includes("#comments"));
        entry.accepted = true;
      }
    };
    const pageWorker = async () => {
      while (running()) {
        const n = visitor++;
        const path = pages[n % pages.length]!;
        try {
          const answer = await visit(`${siteUrl}${path}`, { from: visitorAddress(n) });
          if (answer.status !== 200) pageFailures.push(`${path}: ${answer.status}`);
        } catch (error) {
          pageFailures.push(`${path}: ${(error as Error).message}`);
        }
      }
    };
    // The limit checks talk to each web instance directly: the kill waits for them.
    let limitsChecked: Promise<unknown> = Promise.resolve();
    const faults = async () => {
      await new Promise((r) => setTimeout(r, KILL_AT_MS));
      await limitsChecked.catch(() => {});
      events.push(`kill -9 API ${apis[0]!.pid()} and web ${webs[0]!.pid()} at ${Date.now() - started} ms`);
      await Promise.all([apis[0]!.kill9(), webs[0]!.kill9()]);
      await new Promise((r) => setTimeout(r, RESTART_AFTER_MS));
      await Promise.all([apis[0]!.start(), webs[0]!.start()]);
      events.push(`restarted at ${Date.now() - started} ms`);
      loadUntil = Math.max(loadUntil, Date.now() + 10_000);
    };
    const limits = async () => {
      await new Promise((r) => setTimeout(r, 5_000));
      await expectLoginLimitExact();
      await expectCommentLimitExact(post.path);
    };

    // A failed part must not leave the others loading the next test.
    limitsChecked = limits();
    const outcomes = await Promise.allSettled([leadWorker(), leadWorker(), commentWorker(), pageWorker(), pageWorker(), faults(), limitsChecked]);
    for (const outcome of outcomes) if (outcome.status === "rejected") throw outcome.reason;
    console.log(`scale-out load: ${leads.length} leads, ${comments.length} comments; ${events.join("; ")}; page reads that failed: ${pageFailures.length}`);

    const stored = await cluster.query<{ reference: string; details: string }>("select reference, details from leads where details like '%scale-lead-%'");
    for (const lead of leads) {
      const rows = stored.filter((row) => row.details.includes(lead.token));
      expect.soft(rows.length, `${lead.token} stored ${rows.length} times`).toBe(1);
      expect.soft([...lead.references], `${lead.token}: references given`).toEqual(rows.map((row) => row.reference));
    }
    expect.soft(stored.length, "leads stored").toBe(leads.length);

    const storedComments = await cluster.query<{ comment_text: string }>("select comment_text from comments where comment_text like 'scale-comment-%'");
    for (const comment of comments) {
      expect.soft(comment.accepted, `${comment.token} accepted`).toBe(true);
      expect.soft(storedComments.filter((row) => row.comment_text === comment.token).length, `${comment.token} stored`).toBe(1);
    }
    expect.soft(storedComments.length, "comments stored").toBe(comments.length);

    // A killed API's claim expires after OUTBOX_CLAIM_MS. Only the mail being handed to SMTP at the kill can double, under one Message-ID.
    const loadEnded = Date.now();
    await waitFor(async () => (await cluster.query("select 1 from leads where notified_at is null")).length === 0, 90_000, "every lead e-mailed", async () => {
      const waiting = await cluster.query<Record<string, unknown>>("select reference, notify_attempts, last_error, next_attempt_at, claimed_until from leads where notified_at is null order by created_at");
      const logs = cluster.apis.map((api) => `--- api :${api.port}\n${api.output().trim().split("\n").slice(-10).join("\n")}`).join("\n");
      return `${waiting.length} waiting, the first: ${JSON.stringify(waiting.slice(0, 5))}; ${cluster.smtp.accepted.length} mails accepted\n${logs}`;
    });
    console.log(`every lead e-mailed ${Date.now() - loadEnded} ms after the load ended`);
    const references = await cluster.query<{ reference: string }>("select reference from leads");
    const doubled: string[] = [];
    for (const { reference } of references) {
      const mails = cluster.smtp.accepted.filter((mail) => mail.subject.includes(reference));
      expect.soft(mails.length, `mails for ${reference}`).toBeGreaterThanOrEqual(1);
      expect.soft(new Set(mails.map((mail) => mail.headers.get("message-id"))).size, `Message-IDs of ${reference}`).toBe(1);
      if (mails.length > 1) doubled.push(`${reference} × ${mails.length}`);
    }
    expect.soft(doubled.length, `leads mailed more than once: ${doubled.join(", ")}`).toBeLessThanOrEqual(1);
    expect.soft(doubled.every((entry) => entry.endsWith("× 2")), `leads mailed more than once: ${doubled.join(", ")}`).toBe(true);

    await expectImageEverywhere(image.url, "after the kill and restart");
    const name = image.url.split("/").pop()!;
    expect.soft((await cluster.bucket.keys()).some((key) => key.endsWith(name)), "image in the bucket").toBe(true);
    for (const dir of cluster.dataDirs) {
      const files = await readdir(dir, { recursive: true });
      expect.soft(files.filter((f) => String(f).includes(name)), `image on the disk of ${dir}`).toEqual([]);
    }

    await expectWriteVisibleEverywhere(post.path);
  }, 420_000);

  it("a rolling restart of all four instances, one at a time, under load: 0 failed requests", async () => {
    const post = await somePostPath(cluster);
    const pages = ["/", "/blogs", post.path, "/about"];
    await warmWebInstances(cluster, pages);
    const restarts = (async () => {
      await new Promise((r) => setTimeout(r, 2_000));
      for (const target of [...cluster.apis, ...cluster.webs]) await cluster.restartGracefully(target, pages);
      await new Promise((r) => setTimeout(r, 2_000));
    })();
    const report = await steadyLoad(cluster, pages, restarts, { firstVisitor: 500_000 });
    await restarts;
    console.log(`rolling restart: ${report.requests} requests, ${report.failed} failed, p99 ${report.p99Ms} ms`);
    expect(report.requests).toBeGreaterThan(100);
    const logs = [...cluster.webs, ...cluster.apis].map((i) => `--- ${i.kind} :${i.port}\n${i.output().trim().split("\n").slice(-15).join("\n")}`).join("\n");
    expect(report.failures, `failed requests:\n${report.failures.join("\n")}\ninstance logs:\n${logs}`).toEqual([]);
  }, 240_000);
});

async function apiToken(): Promise<string> {
  const response = await fetch(`${cluster.apiProxyUrl}/api/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(CLUSTER_STAFF) });
  if (response.status !== 200) throw new Error(`staff login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

async function uploadImage(token: string): Promise<{ url: string; title: string }> {
  const jpeg = await sharp({ create: { width: 800, height: 500, channels: 3, background: { r: 30, g: 140, b: 90 } } }).jpeg().toBuffer();
  const title = `Scale-out upload ${randomBytes(3).toString("hex")}`;
  const form = new FormData();
  for (const [key, value] of Object.entries({ title, shortDesc: "Uploaded under load", detailedDesc: "<p>Image test</p>", status: "published" })) form.append(key, value);
  form.append("images", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "truck.jpg");
  const response = await fetch(`${cluster.apiProxyUrl}/api/blogs`, { method: "POST", headers: { Authorization: `Bearer ${token}` }, body: form });
  const text = await response.text();
  if (response.status !== 201 && response.status !== 200) throw new Error(`upload failed: ${response.status} ${text}`);
  const created = JSON.parse(text) as { images: { url: string }[] };
  return { url: new URL(created.images[0]!.url, "http://x").pathname, title };
}

async function expectImageEverywhere(url: string, when: string): Promise<void> {
  const targets: Instance[] = [...cluster.webs, ...cluster.apis];
  for (const target of targets) {
    // The proxy's round robin hands them to each API instance.
    for (let i = 0; i < (target.kind === "web" ? 4 : 1); i++) {
      const response = await fetch(`${target.url}${url}`);
      expect.soft(response.status, `${url} through ${target.kind} ${target.port} ${when}`).toBe(200);
      expect.soft(response.headers.get("content-type")).toMatch(/^image\//);
      expect.soft(response.headers.get("cache-control")).toContain("immutable");
      expect.soft((await response.arrayBuffer()).byteLength).toBeGreaterThan(100);
    }
  }
}

function commentForm(text: string, key: string): Record<string, string> {
  return { name: "Scale Tester", email: "", website: "", commentText: text, [IDEMPOTENCY_KEY_FIELD]: key, website_url: "" };
}

/** Five checked, the sixth refused, whichever web instance asks. */
async function expectLoginLimitExact(): Promise<void> {
  const from = visitorAddress(900_001);
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const web = cluster.webs[i % 2]!;
    const answer = await visit(`${web.url}/login`, { from, form: { email: CLUSTER_STAFF.email, password: `wrong-${i}`, redirectTo: "" } });
    statuses.push(answer.status);
    if (i === 5) expect.soft(answer.body).toContain("Too many failed login attempts");
  }
  expect.soft(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  const staff = await visit(`${cluster.webs[1]!.url}/login`, { from: visitorAddress(900_002), form: { email: CLUSTER_STAFF.email, password: CLUSTER_STAFF.password, redirectTo: "" } });
  expect.soft(staff.status).toBe(302);
}

async function expectCommentLimitExact(postPath: string): Promise<void> {
  const from = visitorAddress(900_003);
  const outcomes: number[] = [];
  for (let i = 0; i < 8; i++) {
    const web = cluster.webs[i % 2]!;
    const answer = await visit(`${web.url}${postPath}`, { from, form: commentForm(`scale-limit-${i}-${randomBytes(3).toString("hex")}`, randomBytes(16).toString("hex")) });
    outcomes.push(answer.status);
  }
  expect.soft(outcomes).toEqual([302, 302, 302, 302, 302, 429, 429, 429]);
  const stored = await cluster.query("select 1 from comments where comment_text like 'scale-limit-%'");
  expect.soft(stored.length).toBe(5);
}

async function expectWriteVisibleEverywhere(postPath: string): Promise<void> {
  const text = `scale-visible-${randomBytes(4).toString("hex")}`;
  const sent = await visit(`${cluster.webs[0]!.url}${postPath}`, { from: visitorAddress(900_010), form: commentForm(text, randomBytes(16).toString("hex")) });
  expect.soft(sent.status).toBe(302);
  const wroteAt = Date.now();
  let slowestRender = 0;
  // Per instance: when the last request that still got the page without the comment was sent. The test
  // visits the instances in turn, so when one is first seen right says more about the polling than the site.
  const lastStaleAt = new Map<number, number>(cluster.webs.map((web) => [web.port, 0]));
  const seen = new Set<number>();
  while (seen.size < cluster.webs.length && Date.now() - wroteAt < 30_000) {
    for (const web of cluster.webs) {
      if (seen.has(web.port)) continue;
      const sentAt = Date.now() - wroteAt;
      const page = await visit(`${web.url}${postPath}`, { from: visitorAddress(900_011) });
      slowestRender = Math.max(slowestRender, page.ms);
      if (page.body.includes(text)) seen.add(web.port);
      else lastStaleAt.set(web.port, sentAt);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const bound = cluster.publicCacheMs + slowestRender + 250;
  for (const web of cluster.webs) {
    expect.soft(seen.has(web.port), `web ${web.port} never showed the comment within 30 s`).toBe(true);
    expect.soft(lastStaleAt.get(web.port), `web ${web.port} still sent the page without the comment ${lastStaleAt.get(web.port)} ms after it was written (bound ${bound} ms)`).toBeLessThanOrEqual(bound);
  }
}

async function waitFor(check: () => Promise<boolean>, ms: number, what: string, state?: () => Promise<string>): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}${state ? `; ${await state()}` : ""}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
