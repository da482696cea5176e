import { LANGUAGES, type Language } from "~contract/languages";
import { utcToPakistanLocal } from "~contract/pakistan-time";

/** Client-safe logic; the hook in use-autosave.ts drives it. The local copy stays until the server confirms. */

/** Typing must pause this long before the draft goes to the server. */
export const AUTOSAVE_DELAY_MS = 2500;
const RETRY_BASE_MS = 2000;
const RETRY_MAX_MS = 60_000;

/** Images and status need an explicit save. An older server draft has no language or slug. */
export type DraftSnapshot = { title: string; shortDesc: string; detailedDesc: string; tags: string[]; language?: Language; slug?: string };
export type LocalDraft = DraftSnapshot & { savedAt: number; baseVersion: number | null };

export type AutosaveState =
  | { kind: "idle" }
  | { kind: "local" }
  | { kind: "saving" }
  | { kind: "saved"; at: string }
  | { kind: "offline" };

/** Pakistan (UTC+5), whatever the browser's zone. */
function pakistanClock(iso: string): string {
  return utcToPakistanLocal(iso).slice(11, 16);
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

export function pakistanDateTime(iso: string): string {
  const local = utcToPakistanLocal(iso);
  const [year, month, day] = local.slice(0, 10).split("-").map(Number);
  return `${day} ${MONTHS[month - 1]} ${year} at ${local.slice(11, 16)}`;
}

/** Two saves of one minute must still read apart (the revision pickers). */
export function pakistanDateTimeSeconds(iso: string): string {
  // Pakistan's offset is whole minutes, so the seconds are UTC's.
  return `${pakistanDateTime(iso)}:${String(new Date(iso).getUTCSeconds()).padStart(2, "0")}`;
}

/** The dash in "Offline – will retry" is an en dash. */
export function autosaveStatusText(state: AutosaveState): string {
  switch (state.kind) {
    case "idle":
      return "";
    case "local":
      return "Draft kept on this device until you save";
    case "saving":
      return "Saving…";
    case "saved":
      return `Saved ${pakistanClock(state.at)}`;
    case "offline":
      return "Offline – will retry";
  }
}

export function retryDelay(attempt: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1));
}

export function draftKey(id: string | undefined): string {
  return `blog-draft:${id ?? "new"}`;
}

export function sameDraft(a: DraftSnapshot, b: DraftSnapshot): boolean {
  return (
    a.title === b.title &&
    a.shortDesc.trim() === b.shortDesc.trim() &&
    a.detailedDesc.trim() === b.detailedDesc.trim() &&
    a.tags.length === b.tags.length &&
    a.tags.every((tag, index) => tag === b.tags[index]) &&
    sameIfBothKnown(a.language, b.language) &&
    sameIfBothKnown(a.slug?.trim(), b.slug?.trim())
  );
}

/** A field only one side holds (an older server draft has no language or slug) is no difference. */
function sameIfBothKnown(a: string | undefined, b: string | undefined): boolean {
  return a === undefined || b === undefined || a === b;
}

function isLocalDraft(value: unknown): value is LocalDraft {
  if (!value || typeof value !== "object") return false;
  const draft = value as Record<string, unknown>;
  return (
    typeof draft.title === "string" &&
    typeof draft.shortDesc === "string" &&
    typeof draft.detailedDesc === "string" &&
    Array.isArray(draft.tags) &&
    draft.tags.every((tag) => typeof tag === "string") &&
    typeof draft.savedAt === "number" &&
    (draft.language === undefined || LANGUAGES.includes(draft.language as Language)) &&
    (draft.slug === undefined || typeof draft.slug === "string")
  );
}

/** null: none, unreadable, or storage switched off. */
export function readLocalDraft(storage: Storage | undefined, key: string): LocalDraft | null {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isLocalDraft(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeLocalDraft(storage: Storage | undefined, key: string, draft: LocalDraft): void {
  try {
    storage?.setItem(key, JSON.stringify(draft));
  } catch {
    // Full or forbidden storage: the server copy is the only one.
  }
}

export function clearLocalDraft(storage: Storage | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to do: storage unavailable.
  }
}

export function autosaveBody(draft: DraftSnapshot, baseVersion: number | null): URLSearchParams {
  const body = new URLSearchParams({ title: draft.title, shortDesc: draft.shortDesc, detailedDesc: draft.detailedDesc });
  for (const tag of draft.tags) body.append("tags", tag);
  if (draft.language !== undefined) body.set("language", draft.language);
  if (draft.slug !== undefined) body.set("slug", draft.slug);
  if (baseVersion !== null) body.set("baseVersion", String(baseVersion));
  return body;
}
