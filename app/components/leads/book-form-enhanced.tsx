import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useNavigation } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { BOOK_STEPS, firstStepWithError, invalidFieldsOn } from "~/lib/leads/book-steps";
import { TRUCK_RENTAL_SERVICE } from "~/lib/leads/lead-options";
import { estimatePrice } from "~/lib/leads/price-estimate";
import { quoteFormSchema } from "~/lib/leads/quote-form-schema";
import type { EnhancedBookFormProps } from "./book-form";
import { BOOK_FORM_ID, BookFormView } from "./book-form-view";
import { conformControls } from "./conform-controls";

/**
 * The /book form with JavaScript (loaded after hydration by book-form.tsx):
 * Conform with the same schema the action uses, three steps whose "Next"
 * checks only the current step, errors taking the visitor to their step,
 * and the estimate following their choices.
 */
const parse = (formData: FormData) => parseWithZod(formData, { schema: quoteFormSchema, disableAutoCoercion: true });

type Snapshot = { service: string; fromCity: string; toCity: string; propertySize: string };

function snapshotOf(form: HTMLFormElement | null, fallback: Snapshot): Snapshot {
  if (!form) return fallback;
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  return { service: text("service"), fromCity: text("fromCity"), toCity: text("toCity"), propertySize: text("propertySize") };
}

function focusField(form: HTMLFormElement | null, name: string) {
  const element = form?.elements.namedItem(name);
  const target = element instanceof RadioNodeList ? element[0] : element;
  if (target instanceof HTMLElement) target.focus();
}

const LAST_STEP = BOOK_STEPS.length - 1;

export function EnhancedBookForm({ rates, today, options, constraint, lastResult, problem, whatsappText, handover }: EnhancedBookFormProps) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const formRef = useRef<HTMLFormElement>(null);
  const headings = useRef<(HTMLHeadingElement | null)[]>([]);
  const focusHeading = useRef(false);
  // A visitor who already started on the one-page form keeps it; everyone else gets the steps.
  const mode = handover.started ? "single" : "steps";
  const [step, setStep] = useState(0);

  const [form, fields] = useForm({
    id: BOOK_FORM_ID,
    lastResult,
    constraint,
    defaultValue: handover.values,
    // First checks on "Next"/"Send", then as the visitor types: an error appearing on blur would move the button under their pointer.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parse(formData),
  });
  const controls = conformControls(fields as unknown as Parameters<typeof conformControls>[0]);

  const text = (name: string) => {
    const value = handover.values[name];
    return typeof value === "string" ? value : "";
  };
  const [snapshot, setSnapshot] = useState<Snapshot>(() => ({
    service: text("service"),
    fromCity: text("fromCity"),
    toCity: text("toCity"),
    propertySize: text("propertySize"),
  }));
  const truckRental = snapshot.service === TRUCK_RENTAL_SERVICE;
  // The size list follows the service; once it has changed, read what is selected now.
  useEffect(() => {
    setSnapshot((current) => snapshotOf(formRef.current, current));
  }, [truckRental]);
  const estimate = useMemo(() => estimatePrice(rates, snapshot), [rates, snapshot]);

  useEffect(() => {
    if (handover.focusedName) focusField(formRef.current, handover.focusedName);
  }, [handover.focusedName]);

  // Errors from the server (or a send failure) take the visitor to the step that needs attention.
  useEffect(() => {
    if (!lastResult) return;
    setStep(firstStepWithError(lastResult.error) ?? LAST_STEP);
  }, [lastResult]);

  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    headings.current[step]?.focus();
  }, [step]);

  const goTo = (target: number) => {
    focusHeading.current = true;
    setStep(target);
  };

  const next = () => {
    const element = formRef.current;
    if (!element) return;
    for (const name of BOOK_STEPS[step].fields) form.validate({ name });
    const submission = parse(new FormData(element));
    const invalid = submission.status === "error" ? invalidFieldsOn(step, submission.error) : [];
    if (invalid.length) {
      focusField(element, invalid[0]);
      return;
    }
    goTo(step + 1);
  };

  const { onSubmit: conformSubmit, ...formProps } = getFormProps(form);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Conform's own "validate" intents arrive as submits too: they go straight to it.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter?.getAttribute("name") !== "__intent__") {
      if (sending) {
        // One request per click, however slow the network.
        event.preventDefault();
        return;
      }
      if (mode === "steps" && step < LAST_STEP) {
        event.preventDefault();
        next();
        return;
      }
      const submission = parse(new FormData(event.currentTarget));
      const errorStep = submission.status === "error" ? firstStepWithError(submission.error) : null;
      if (mode === "steps" && errorStep !== null && errorStep < step) {
        event.preventDefault();
        form.validate();
        goTo(errorStep);
        return;
      }
    }
    conformSubmit(event);
  };

  // Enter in a one-line field means "Next" until the last step.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (mode !== "steps" || event.key !== "Enter" || step >= LAST_STEP) return;
    const target = event.target;
    if (target instanceof HTMLInputElement && target.type !== "checkbox") {
      event.preventDefault();
      next();
    }
  };

  return (
    <BookFormView
      controls={controls}
      options={options}
      today={today}
      mode={mode}
      step={step}
      truckRental={truckRental}
      estimate={estimate}
      problem={problem ?? null}
      whatsappText={whatsappText ?? ""}
      formErrors={form.errors}
      errorSummary={mode === "single" ? lastResult?.error : null}
      sending={sending}
      formRef={formRef}
      formProps={formProps}
      onSubmit={onSubmit}
      onChange={() => setSnapshot((current) => snapshotOf(formRef.current, current))}
      onKeyDown={onKeyDown}
      onNext={next}
      onBack={() => goTo(step - 1)}
      headingRef={(index, element) => {
        headings.current[index] = element;
      }}
    />
  );
}
