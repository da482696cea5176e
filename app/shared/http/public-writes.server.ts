import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Whether a request changed what public pages show (a post or a comment
 * written through the API), told to the web server, which then drops the
 * pages it keeps (server/page-cache.ts). Only such a write does: a POST that
 * changed nothing (a logout without a session, a refused form) or one that
 * changed only private data (a lead) leaves the shared pages alone, so an
 * anonymous visitor cannot empty the cache at will.
 *
 * The server and the Remix build each bundle their own copy of this module;
 * the one store they share hangs off the global object.
 */
type Note = { changed: boolean };
const STORE_KEY = Symbol.for("pakmovers.public-writes");
const holder = globalThis as typeof globalThis & { [STORE_KEY]?: AsyncLocalStorage<Note> };
const store = (holder[STORE_KEY] ??= new AsyncLocalStorage<Note>());

/** Runs `handle`, and says whether anything it did changed public pages. */
export async function notingPublicWrites<T>(handle: () => Promise<T>): Promise<{ result: T; changedPublicPages: boolean }> {
  const note: Note = { changed: false };
  const result = await store.run(note, handle);
  return { result, changedPublicPages: note.changed };
}

/** Called by the API client when a write to posts or comments went through. */
export function notePublicWrite(): void {
  const note = store.getStore();
  if (note) note.changed = true;
}
