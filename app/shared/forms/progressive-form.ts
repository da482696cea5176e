import { HONEYPOT_FIELD } from "~contract/honeypot";
import { useEffect, useRef, useState, type ComponentType, type RefObject } from "react";

/** Loaded after hydration so the page stays within its JavaScript budget (bench/README.md); typed values and focus carry over. */
export type Handover = {
  values: Record<string, string | string[]>;
  started: boolean;
  focusedName: string | null;
};

function formValues(form: HTMLFormElement): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== "string" || name === HONEYPOT_FIELD) continue;
    const previous = values[name];
    values[name] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return values;
}

export function useEnhancement<Props>(
  load: () => Promise<ComponentType<Props>>,
): { formRef: RefObject<HTMLFormElement>; enhanced: { Component: ComponentType<Props>; handover: Handover } | null } {
  const formRef = useRef<HTMLFormElement>(null);
  const started = useRef(false);
  const [enhanced, setEnhanced] = useState<{ Component: ComponentType<Props>; handover: Handover } | null>(null);

  useEffect(() => {
    const form = formRef.current;
    const markStarted = () => {
      started.current = true;
    };
    form?.addEventListener("focusin", markStarted);
    form?.addEventListener("input", markStarted);
    let active = true;
    load()
      .then((Component) => {
        if (!active) return;
        const current = formRef.current;
        const focused = document.activeElement;
        setEnhanced({
          Component,
          handover: {
            values: current ? formValues(current) : {},
            started: started.current,
            focusedName: current && focused instanceof HTMLElement && current.contains(focused) ? focused.getAttribute("name") : null,
          },
        });
      })
      .catch((error: unknown) => console.warn("Form enhancements did not load; the form still works without them.", error));
    return () => {
      active = false;
      form?.removeEventListener("focusin", markStarted);
      form?.removeEventListener("input", markStarted);
    };
  }, [load]);

  return { formRef, enhanced };
}
