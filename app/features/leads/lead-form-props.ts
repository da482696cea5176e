import type { SubmissionResult } from "@conform-to/react";
import type { FormEvent, Ref } from "react";
import type { FieldConstraints } from "~/shared/forms/fields";
import { plainControls, type FieldControls } from "~/shared/forms/form-controls";
import type { SendProblem } from "./send-failure";

/** What the route hands both lead forms (/book and /contact) alike: the schema's constraints and the last answer of the action. */
export type LeadFormProps = {
  constraint: FieldConstraints;
  lastResult?: SubmissionResult<string[]>;
  problem?: SendProblem | null;
  whatsappText?: string;
  problemPhoneIndex?: number | null;
};

/** The send state both form views show the same way: messages, the send problem with its WhatsApp way out, "Sending…". */
export type LeadFormViewProps = {
  controls: FieldControls;
  problem: SendProblem | null;
  whatsappText: string;
  /** The office the send problem offers (the move's starting city); else the page's rule. */
  problemPhoneIndex?: number | null;
  formErrors?: string[];
  /** Server errors listed at the top when all fields are on one page. */
  errorSummary?: Record<string, string[] | null | undefined> | null;
  sending: boolean;
  formRef?: Ref<HTMLFormElement>;
  formProps: { id: string; noValidate?: boolean; "aria-invalid"?: boolean; "aria-describedby"?: string; onInput?: (event: FormEvent<HTMLFormElement>) => void };
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
};

/**
 * The view's props for the plain form (no JavaScript, or before the enhancement loads): every
 * answer comes from the last post, and the browser's own bubbles are off (noValidate) so every
 * visitor gets the server's messages.
 */
export function plainFormViewProps(
  formId: string,
  props: LeadFormProps,
  { sending, formRef, defaults }: { sending: boolean; formRef: Ref<HTMLFormElement>; defaults?: Record<string, string> },
): LeadFormViewProps {
  return {
    controls: plainControls(formId, props.constraint, props.lastResult, defaults),
    problem: props.problem ?? null,
    whatsappText: props.whatsappText ?? "",
    problemPhoneIndex: props.problemPhoneIndex ?? null,
    formErrors: props.lastResult?.error?.[""] ?? undefined,
    errorSummary: props.lastResult?.error,
    sending,
    formRef,
    formProps: { id: formId, noValidate: true },
  };
}
