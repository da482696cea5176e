import { useEffect } from "react";
import toast, { Toaster } from "react-hot-toast";

export type FlashToast = { id: string; type: "success" | "error" | "message"; message: string } | null;

/**
 * Shows a flashed message as a react-hot-toast toast (spec §9: defaults,
 * top-center) when JavaScript runs, and as an inline status otherwise.
 */
export function FlashToastOutlet({ flash }: { flash: FlashToast }) {
  useEffect(() => {
    if (!flash) return;
    // The id keeps React's development double-effects from showing it twice.
    if (flash.type === "success") toast.success(flash.message, { id: flash.id });
    else if (flash.type === "error") toast.error(flash.message, { id: flash.id });
    else toast(flash.message, { id: flash.id });
  }, [flash]);

  return (
    <>
      <Toaster position="top-center" />
      {flash ? (
        <noscript>
          <div className={`container flash-inline form-status ${flash.type === "error" ? "form-status-error" : "form-status-success"}`} role="status">
            {flash.message}
          </div>
        </noscript>
      ) : null}
    </>
  );
}
