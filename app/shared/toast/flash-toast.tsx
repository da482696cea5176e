import { useEffect, useSyncExternalStore } from "react";
import { loadedToastModule, onToastModuleLoaded, showToast } from "./show-toast";

export type FlashToast = { id: string; type: "success" | "error" | "message"; message: string } | null;

/** docs/requirements.md (Constants). A page that sends no JavaScript shows the inline status. */
export function FlashToastOutlet({ flash, hydrates }: { flash: FlashToast; hydrates: boolean }) {
  useEffect(() => {
    // The id keeps React's development double-effects from showing it twice.
    if (flash) showToast(flash.type, flash.message, { id: flash.id });
  }, [flash]);

  const toastModule = useSyncExternalStore(onToastModuleLoaded, loadedToastModule, () => undefined);
  const Toaster = toastModule?.Toaster;

  return (
    <>
      {Toaster ? <Toaster position="top-center" /> : null}
      {flash && hydrates ? <noscript>{inline(flash)}</noscript> : flash ? inline(flash) : null}
    </>
  );
}

function inline(flash: NonNullable<FlashToast>) {
  return (
    <div className={`container flash-inline form-status ${flash.type === "error" ? "form-status-error" : "form-status-success"}`} role="status">
      {flash.message}
    </div>
  );
}
