import type { SubmissionResult } from "@conform-to/react";
import { useNavigation } from "@remix-run/react";
import { loadChunk } from "~/lib/chunk-load";
import type { BookOptions, FieldConstraints } from "~/lib/leads/lead-options";
import type { Rates } from "~/lib/leads/rates-schema";
import type { SendProblem } from "~/lib/leads/send-failure";
import { BOOK_FORM_ID, BookFormView } from "./book-form-view";
import { plainControls } from "./form-controls";
import { useEnhancement, type Handover } from "./progressive-form";

/**
 * The /book form (issue 7). It renders and posts as a plain form (all fields
 * on one page, server validation): without JavaScript that is all there is.
 * The browser's own error bubbles are off (noValidate) so every visitor gets
 * the same messages beside the fields and in a summary, as GOV.UK advises;
 * the required attributes stay for assistive technology.
 * With JavaScript the enhanced form (three steps checked by the server as
 * the visitor goes, live estimate) takes over once its code has loaded.
 */
export type BookFormProps = {
  rates: Rates;
  today: string;
  options: BookOptions;
  constraint: FieldConstraints;
  initialService: string | null;
  lastResult?: SubmissionResult<string[]>;
  problem?: SendProblem | null;
  whatsappText?: string;
};

export type EnhancedBookFormProps = BookFormProps & { handover: Handover };

const loadEnhanced = () => loadChunk("book-form", () => import("./book-form-enhanced")).then((module) => module.EnhancedBookForm);

export function BookForm(props: BookFormProps) {
  const { formRef, enhanced } = useEnhancement<EnhancedBookFormProps>(loadEnhanced);
  const navigation = useNavigation();
  if (enhanced) return <enhanced.Component {...props} handover={enhanced.handover} />;

  const sending = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const defaults = props.initialService ? { service: props.initialService } : undefined;
  return (
    <BookFormView
      controls={plainControls(BOOK_FORM_ID, props.constraint, props.lastResult, defaults)}
      options={props.options}
      today={props.today}
      mode="plain"
      step={0}
      truckRental={false}
      estimate={null}
      problem={props.problem ?? null}
      whatsappText={props.whatsappText ?? ""}
      formErrors={props.lastResult?.error?.[""] ?? undefined}
      errorSummary={props.lastResult?.error}
      sending={sending}
      formRef={formRef}
      formProps={{ id: BOOK_FORM_ID, noValidate: true }}
    />
  );
}
