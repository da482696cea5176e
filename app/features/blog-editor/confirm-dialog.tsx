import { useEffect, useId, useRef } from "react";

/** Native <dialog> (showModal): focus trap and Escape for free. `onClose` runs however it closes. */
export function ConfirmDialog({
  open,
  title,
  description,
  onClose,
  children,
  testId,
}: {
  open: boolean;
  title: string;
  description: string;
  onClose: () => void;
  children: React.ReactNode;
  testId?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="admin-dialog"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      data-testid={testId}
      onClose={() => {
        onClose();
        const target = opener.current;
        opener.current = null;
        if (target?.isConnected) target.focus();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog box itself) closes it.
        if (event.target === ref.current) ref.current.close();
      }}
    >
      <div className="admin-dialog-body">
        <h2 id={titleId} className="admin-dialog-title">
          {title}
        </h2>
        <p id={descriptionId}>{description}</p>
        {children}
      </div>
    </dialog>
  );
}

/** What a delete form posts besides the button: parsed by the action's schema. */
export function HiddenFields({ fields }: { fields: Record<string, string> }) {
  return (
    <>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
