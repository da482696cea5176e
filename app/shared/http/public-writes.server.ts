import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Only a write that changed posts or comments drops the server's page cache, so an anonymous visitor cannot
 * empty it at will. The server and the Remix build bundle separate copies: the shared store hangs off globalThis.
 */
type Note = { changed: boolean };
const STORE_KEY = Symbol.for("pakmovers.public-writes");
const holder = globalThis as typeof globalThis & { [STORE_KEY]?: AsyncLocalStorage<Note> };
const store = (holder[STORE_KEY] ??= new AsyncLocalStorage<Note>());

export async function notingPublicWrites<T>(handle: () => Promise<T>): Promise<{ result: T; changedPublicPages: boolean }> {
  const note: Note = { changed: false };
  const result = await store.run(note, handle);
  return { result, changedPublicPages: note.changed };
}

export function notePublicWrite(): void {
  const note = store.getStore();
  if (note) note.changed = true;
}
