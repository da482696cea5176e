import { expect, type APIRequestContext, type Page } from "@playwright/test";
import sharp from "sharp";
import { E2E_ADMIN } from "./env";

export const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT || 4100}`;

let visitor = 0;
/** The API throttles failed logins per forwarded address, so each test that fails on purpose gets its own. */
export function freshIp(): string {
  visitor++;
  return `198.51.${(process.pid % 200) + 1}.${(visitor % 250) + 1}`;
}

export function unique(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Through /login's action, no page render: the cookie lands in the context's jar. */
export async function logIn(page: Page): Promise<void> {
  const response = await page.request.post("/login", {
    form: { email: E2E_ADMIN.email, password: E2E_ADMIN.password, redirectTo: "/blog-list" },
    maxRedirects: 0,
  });
  if (response.status() !== 302) throw new Error(`login failed: ${response.status()}`);
}

export async function apiLogin(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${API_URL}/api/login`, {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
    headers: { "X-Forwarded-For": freshIp() },
  });
  if (!response.ok()) throw new Error(`API login failed: ${response.status()}`);
  return ((await response.json()) as { token: string }).token;
}

export type ApiBlog = {
  _id: string;
  title: string;
  description: string;
  shortDescription: string;
  images: { url: string; altText: string }[];
  metaData: { metaKeywords: string[] };
  status?: string;
  slug?: string;
};

export async function apiFindBlog(request: APIRequestContext, title: string, token?: string): Promise<ApiBlog | undefined> {
  const query = new URLSearchParams({ page: "1", title, status: "all" });
  const response = await request.get(`${API_URL}/api/blogs?${query}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const body = (await response.json()) as { blogs: ApiBlog[] };
  return body.blogs.find((blog) => blog.title === title);
}

/** Tests in the read-only projects run beside the public list's tests: ask for a draft there. */
export async function apiCreateBlog(
  request: APIRequestContext,
  token: string,
  title: string,
  status: "published" | "draft" = "published",
): Promise<ApiBlog> {
  const response = await request.post(`${API_URL}/api/blogs`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { title, shortDesc: "<p>Short</p>", detailedDesc: "<p>Body</p>", "tags[0]": "e2e", status },
  });
  if (response.status() !== 201) throw new Error(`API create failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as ApiBlog;
}

export async function apiDeleteBlog(request: APIRequestContext, token: string, id: string): Promise<number> {
  const response = await request.delete(`${API_URL}/api/blogs/?id=${encodeURIComponent(id)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return response.status();
}

/** The API checks magic bytes and re-encodes, so the images are real. */
export async function testImage(name: string, color: { r: number; g: number; b: number }, format: "png" | "jpeg") {
  const image = sharp({ create: { width: 160, height: 80, channels: 3, background: color } });
  const buffer = format === "png" ? await image.png().toBuffer() : await image.jpeg().toBuffer();
  return { name, mimeType: format === "png" ? "image/png" : "image/jpeg", buffer };
}

export async function editorsReady(page: Page): Promise<void> {
  await expect(page.locator(".rte-host:not(.rte-host-pending) .rte-content")).toHaveCount(2);
}

/** Playwright's getByText does not look inside <noscript>, so the element itself is matched. */
export async function expectFlash(page: Page, message: string): Promise<void> {
  await expect(page.locator(".flash-inline, [role=status]").filter({ hasText: message }).first()).toBeVisible();
}
