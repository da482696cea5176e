import { useEffect, useMemo, useRef, type FormEvent } from "react";
import type { EnhancedContactFormProps } from "./contact-form-props";
import { CONTACT_FORM_ID, ContactFormView } from "./contact-form-view";
import { plainControls } from "~/shared/forms/form-controls";
import { useServerChecks } from "~/shared/forms/use-server-checks";
import { useIsPending } from "~/shared/hooks/use-is-pending";

/** Sent without a page load, one request per click; errors are the server's own. */
export function EnhancedContactForm({ replyPromise, constraint, lastResult, problem, whatsappText, handover }: EnhancedContactFormProps) {
  const sending = useIsPending();
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, recheck } = useServerChecks("contact", lastResult?.error);
  const controls = useMemo(
    () => plainControls(CONTACT_FORM_ID, constraint, { status: "error", initialValue: handover.values, error: errors }),
    [constraint, handover.values, errors],
  );

  useEffect(() => {
    const element = handover.focusedName ? formRef.current?.elements.namedItem(handover.focusedName) : null;
    if (element instanceof HTMLElement) element.focus();
  }, [handover.focusedName]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (sending) event.preventDefault();
  };

  return (
    <ContactFormView
      controls={controls}
      replyPromise={replyPromise}
      problem={problem ?? null}
      whatsappText={whatsappText ?? ""}
      formErrors={lastResult?.error?.[""] ?? undefined}
      sending={sending}
      formRef={formRef}
      formProps={{ id: CONTACT_FORM_ID, noValidate: true, onInput: (event) => recheck(event.currentTarget) }}
      onSubmit={onSubmit}
      enhanced
    />
  );
}
