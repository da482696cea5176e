import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useNavigation } from "@remix-run/react";
import { useEffect, useRef, type FormEvent } from "react";
import { contactFormSchema } from "~/lib/leads/contact-form-schema";
import type { EnhancedContactFormProps } from "./contact-form";
import { CONTACT_FORM_ID, ContactFormView } from "./contact-form-view";
import { conformControls } from "./conform-controls";

/** The /contact form with JavaScript: Conform with the schema the action uses (loaded after hydration). */
export function EnhancedContactForm({ constraint, lastResult, problem, whatsappText, handover }: EnhancedContactFormProps) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const formRef = useRef<HTMLFormElement>(null);
  const [form, fields] = useForm({
    id: CONTACT_FORM_ID,
    lastResult,
    constraint,
    defaultValue: handover.values,
    // First checks on "Send message", then as the visitor types: an error appearing on blur would move the button under their pointer.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactFormSchema, disableAutoCoercion: true }),
  });

  useEffect(() => {
    const element = handover.focusedName ? formRef.current?.elements.namedItem(handover.focusedName) : null;
    if (element instanceof HTMLElement) element.focus();
  }, [handover.focusedName]);

  const { onSubmit: conformSubmit, ...formProps } = getFormProps(form);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (sending && submitter?.getAttribute("name") !== "__intent__") {
      event.preventDefault();
      return;
    }
    conformSubmit(event);
  };

  return (
    <ContactFormView
      controls={conformControls(fields as unknown as Parameters<typeof conformControls>[0])}
      problem={problem ?? null}
      whatsappText={whatsappText ?? ""}
      formErrors={form.errors}
      sending={sending}
      formRef={formRef}
      formProps={formProps}
      onSubmit={onSubmit}
      enhanced
    />
  );
}
