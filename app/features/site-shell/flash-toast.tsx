import { useEffect, useSyncExternalStore } from "react";
import { loadedToastModule, onToastModuleLoaded, showToast } from "./show-toast";

export type FlashToast = { id: string; type: "success" | "error" | "message"; message: string } | null;

/**
 * Shows a flashed message as a react-hot-toast toast (docs/requirements.md, Constants: defaults,
 * top-center) when JavaScript runs, and as an inline status otherwise. The
 * toast library loads with the first toast (show-toast.ts); its <Toaster>
 * mounts then. A page that sends no JavaScript shows the inline status to everyone.
 */
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
