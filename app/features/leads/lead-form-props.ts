import type { SubmissionResult } from "@conform-to/react";
import type { FormEvent, Ref } from "react";
import type { FieldConstraints } from "~/shared/forms/fields";
import { plainControls, type FieldControls } from "~/shared/forms/form-controls";
import type { SendProblem } from "./send-failure";

export type LeadFormProps = {
  constraint: FieldConstraints;
  lastResult?: SubmissionResult<string[]>;
  problem?: SendProblem | null;
  whatsappText?: string;
  problemPhoneIndex?: number | null;
};

export type LeadFormViewProps = {
  controls: FieldControls;
  problem: SendProblem | null;
  whatsappText: string;
  /** The move's starting city; else the page's rule. */
  problemPhoneIndex?: number | null;
  formErrors?: string[];
  errorSummary?: Record<string, string[] | null | undefined> | null;
  sending: boolean;
  formRef?: Ref<HTMLFormElement>;
  formProps: { id: string; noValidate?: boolean; "aria-invalid"?: boolean; "aria-describedby"?: string; onInput?: (event: FormEvent<HTMLFormElement>) => void };
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
};

/** noValidate, so every visitor gets the server's messages rather than the browser's bubbles. */
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
