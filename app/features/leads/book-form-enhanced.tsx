import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { BOOK_STEPS, firstStepWithError, invalidFieldsOn } from "./book-steps";
import { TRUCK_RENTAL_SERVICE } from "./lead-options";
import { estimatePrice } from "./price-estimate";
import type { EnhancedBookFormProps } from "./book-form-props";
import { BOOK_FORM_ID, BookFormView } from "./book-form-view";
import { plainControls } from "~/shared/forms/form-controls";
import { useServerChecks } from "~/shared/forms/use-server-checks";
import { useIsPending } from "~/shared/hooks/use-is-pending";

/** Loaded after hydration: "Next" has the server check only the current step (no zod in the browser, ADR 016). */

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

export function EnhancedBookForm({ rates, today, options, constraint, lastResult, problem, whatsappText, problemPhoneIndex, handover }: EnhancedBookFormProps) {
  const sending = useIsPending();
  const formRef = useRef<HTMLFormElement>(null);
  const headings = useRef<(HTMLHeadingElement | null)[]>([]);
  const focusHeading = useRef(false);
  // A visitor who already started on the one-page form keeps it; everyone else gets the steps.
  const mode = handover.started ? "single" : "steps";
  const [step, setStep] = useState(0);

  // Checks on "Next"/"Send", then as the visitor types: an error on blur would move the button under their pointer.
  const { errors, check, recheck } = useServerChecks("quote", lastResult?.error);
  const [checking, setChecking] = useState(false);
  const controls = useMemo(
    () => plainControls(BOOK_FORM_ID, constraint, { status: "error", initialValue: handover.values, error: errors }),
    [constraint, handover.values, errors],
  );

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

  const next = async () => {
    const element = formRef.current;
    if (!element || checking) return;
    setChecking(true);
    const found = await check(element, BOOK_STEPS[step].fields);
    setChecking(false);
    // Unreachable server: go on; the action checks every step when the form is sent.
    const invalid = found ? invalidFieldsOn(step, found) : [];
    if (invalid.length) {
      focusField(element, invalid[0]);
      return;
    }
    goTo(step + 1);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (sending) {
      event.preventDefault();
      return;
    }
    if (mode === "steps" && step < LAST_STEP) {
      event.preventDefault();
      void next();
    }
    // Otherwise the form is sent.
  };

  // Enter in a one-line field means "Next" until the last step.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (mode !== "steps" || event.key !== "Enter" || step >= LAST_STEP) return;
    const target = event.target;
    if (target instanceof HTMLInputElement && target.type !== "checkbox") {
      event.preventDefault();
      void next();
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
      problemPhoneIndex={problemPhoneIndex ?? null}
      formErrors={lastResult?.error?.[""] ?? undefined}
      errorSummary={mode === "single" ? lastResult?.error : null}
      sending={sending}
      formRef={formRef}
      formProps={{ id: BOOK_FORM_ID, noValidate: true, onInput: (event) => recheck(event.currentTarget) }}
      onSubmit={onSubmit}
      onChange={() => setSnapshot((current) => snapshotOf(formRef.current, current))}
      onKeyDown={onKeyDown}
      onNext={() => void next()}
      onBack={() => goTo(step - 1)}
      headingRef={(index, element) => {
        headings.current[index] = element;
      }}
    />
  );
}
