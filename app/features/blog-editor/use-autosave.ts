import { useCallback, useEffect, useRef, useState } from "react";
import {
  AUTOSAVE_DELAY_MS,
  autosaveBody,
  clearLocalDraft,
  draftKey,
  retryDelay,
  sameDraft,
  writeLocalDraft,
  type AutosaveState,
  type DraftSnapshot,
} from "./autosave";

export type AutosaveAnswer = { status: "saved"; savedAt: string; currentVersion: number } | { status: "error"; message: string } | { status: "unauthorized" };

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** ADR 008. The local copy goes once the server has confirmed the very text it holds; failed sends retry with growing pauses. */
export function useAutosave({ id, baseVersion }: { id: string | undefined; baseVersion: number | null }) {
  const [state, setState] = useState<AutosaveState>({ kind: "idle" });
  const key = draftKey(id);
  const latest = useRef<DraftSnapshot | null>(null);
  const unsent = useRef(false);
  const inFlight = useRef(false);
  const attempt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const stopped = useRef(false);

  const schedule = useCallback((send: () => void, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(send, delay);
  }, []);

  const send = useCallback(async () => {
    const draft = latest.current;
    if (!id || !draft || stopped.current) return;
    if (inFlight.current) return; // the running send checks `unsent` when it ends
    if (typeof navigator !== "undefined" && navigator.onLine === false) {
      setState({ kind: "offline" });
      return; // the `online` listener sends it
    }
    inFlight.current = true;
    unsent.current = false;
    setState({ kind: "saving" });
    let answer: AutosaveAnswer | null = null;
    try {
      const response = await fetch(`/blog-autosave/${encodeURIComponent(id)}`, {
        method: "POST",
        headers: { Accept: "application/json" },
        body: autosaveBody(draft, baseVersion),
      });
      answer = (await response.json().catch(() => null)) as AutosaveAnswer | null;
    } catch {
      answer = null;
    }
    inFlight.current = false;
    if (stopped.current) return;
    if (answer?.status === "saved") {
      attempt.current = 0;
      setState({ kind: "saved", at: answer.savedAt });
      // Only the text the server now holds may leave the browser's copy.
      if (latest.current && sameDraft(latest.current, draft)) clearLocalDraft(storage(), key);
      if (unsent.current) schedule(() => void send(), AUTOSAVE_DELAY_MS);
      return;
    }
    unsent.current = true;
    attempt.current += 1;
    setState({ kind: "offline" });
    schedule(() => void send(), retryDelay(attempt.current));
  }, [id, baseVersion, key, schedule]);

  useEffect(() => {
    const onOnline = () => {
      if (unsent.current) {
        attempt.current = 0;
        void send();
      }
    };
    const onOffline = () => {
      if (unsent.current) setState({ kind: "offline" });
    };
    window.addEventListener("online", onOnline);
    window.addEventListener("offline", onOffline);
    return () => {
      window.removeEventListener("online", onOnline);
      window.removeEventListener("offline", onOffline);
    };
  }, [send]);

  useEffect(() => {
    stopped.current = false;
    return () => {
      stopped.current = true;
      clearTimeout(timer.current);
    };
  }, []);

  const changed = useCallback(
    (draft: DraftSnapshot) => {
      latest.current = draft;
      unsent.current = true;
      writeLocalDraft(storage(), key, { ...draft, savedAt: Date.now(), baseVersion });
      if (!id) {
        setState({ kind: "local" });
        return;
      }
      if (typeof navigator !== "undefined" && navigator.onLine === false) setState({ kind: "offline" });
      schedule(() => void send(), AUTOSAVE_DELAY_MS);
    },
    [id, key, baseVersion, schedule, send],
  );

  const forget = useCallback(
    ({ stop }: { stop: boolean }) => {
      if (stop) stopped.current = true;
      clearTimeout(timer.current);
      unsent.current = false;
      clearLocalDraft(storage(), key);
    },
    [key],
  );

  return { state, changed, forget };
}
