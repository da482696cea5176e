import { useNavigation } from "@remix-run/react";

export type PendingOptions = {
  /** "submitting" (the default): while the form is on its way; "non-idle": also while the page reloads after it. */
  state?: "submitting" | "non-idle";
  /** Only a submission with this method: "POST" (the default), so a header search does not make a save button say "Saving…". */
  formMethod?: "POST" | "GET" | "any";
  /** Only a submission to an action under this path. */
  formAction?: string;
  /** Only a submission whose data says so: the button's intent, or a field only this form has. */
  formData?: (data: FormData) => boolean;
};

/**
 * Whether this page's form is being sent: the one test for a button's
 * "Sending…" label and aria-disabled, the same with and without JavaScript
 * (without it the page simply reloads before anyone sees it).
 */
export function useIsPending({ state = "submitting", formMethod = "POST", formAction, formData }: PendingOptions = {}): boolean {
  const navigation = useNavigation();
  if (navigation.state === "idle") return false;
  if (state === "submitting" && navigation.state !== "submitting") return false;
  if (formMethod !== "any" && navigation.formMethod?.toUpperCase() !== formMethod) return false;
  if (formAction !== undefined && navigation.formAction?.startsWith(formAction) !== true) return false;
  if (formData && !(navigation.formData && formData(navigation.formData))) return false;
  return true;
}
