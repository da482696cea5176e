// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AUTOSAVE_DELAY_MS, draftKey, readLocalDraft, type DraftSnapshot } from "./autosave";
import { AutosaveStatus } from "./draft-notices";
import { useAutosave } from "./use-autosave";

/**
 * The autosave's behaviour as the staff member sees it in the status line:
 * nothing is sent while typing, the draft goes a few seconds after typing
 * stops, a failed send says "Offline – will retry" and is retried when the
 * browser comes back online, and the browser's copy is kept until then.
 */
let api: { changed: (draft: DraftSnapshot) => void };
function Probe({ id }: { id?: string }) {
  const autosave = useAutosave({ id, baseVersion: 2 });
  api = autosave;
  return <AutosaveStatus state={autosave.state} />;
}

const draft = (title: string): DraftSnapshot => ({ title, shortDesc: "", detailedDesc: "Body", tags: [] });
const saved = (at: string) => new Response(JSON.stringify({ status: "saved", savedAt: at, currentVersion: 2 }), { status: 200 });

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, "onLine", { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? "online" : "offline"));
}

beforeEach(() => {
  vi.useFakeTimers();
  window.localStorage.clear();
  setOnline(true);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const status = () => screen.getByRole("status").textContent;

describe("useAutosave", () => {
  it("sends once, a few seconds after typing stops, then says when it saved and drops the local copy", async () => {
    const fetchMock = vi.fn().mockResolvedValue(saved("2026-11-25T07:04:00.000Z"));
    vi.stubGlobal("fetch", fetchMock);
    render(<Probe id="post1" />);
    act(() => api.changed(draft("Pack")));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    act(() => api.changed(draft("Pack early")));
    expect(readLocalDraft(window.localStorage, draftKey("post1"))?.title).toBe("Pack early");
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 100));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/blog-autosave/post1");
    expect((init.body as URLSearchParams).get("title")).toBe("Pack early");
    expect(status()).toBe("Saved 12:04");
    expect(readLocalDraft(window.localStorage, draftKey("post1"))).toBeNull();
  });

  it("says 'Offline – will retry' when the send fails, keeps the copy, and saves when back online", async () => {
    const fetchMock = vi.fn().mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValue(saved("2026-11-25T07:10:00.000Z"));
    vi.stubGlobal("fetch", fetchMock);
    render(<Probe id="post1" />);
    act(() => api.changed(draft("Offline words")));
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(status()).toBe("Offline – will retry");
    expect(readLocalDraft(window.localStorage, draftKey("post1"))?.title).toBe("Offline words");
    await act(async () => setOnline(true));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(status()).toBe("Saved 12:10");
  });

  it("does not try while the browser is offline, and says so", async () => {
    const fetchMock = vi.fn().mockResolvedValue(saved("2026-11-25T07:10:00.000Z"));
    vi.stubGlobal("fetch", fetchMock);
    render(<Probe id="post1" />);
    setOnline(false);
    act(() => api.changed(draft("On the train")));
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 3));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(status()).toBe("Offline – will retry");
    await act(async () => setOnline(true));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("retries a server failure with a growing pause", async () => {
    const failure = () => new Response(JSON.stringify({ status: "error", message: "down" }), { status: 502 });
    const fetchMock = vi.fn().mockImplementation(async () => failure());
    vi.stubGlobal("fetch", fetchMock);
    render(<Probe id="post1" />);
    act(() => api.changed(draft("Retry me")));
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(status()).toBe("Offline – will retry");
  });

  it("for a post not yet created keeps only the local copy", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    render(<Probe />);
    act(() => api.changed(draft("New post")));
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(readLocalDraft(window.localStorage, draftKey(undefined))?.title).toBe("New post");
    expect(status()).toMatch(/kept on this device/);
  });
});
