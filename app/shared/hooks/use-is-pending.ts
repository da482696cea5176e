import { useNavigation } from "@remix-run/react";

export type PendingOptions = {
  /** "non-idle": also while the page reloads after it. */
  state?: "submitting" | "non-idle";
  /** POST by default, so a header search does not make a save button say "Saving…". */
  formMethod?: "POST" | "GET" | "any";
  formAction?: string;
  formData?: (data: FormData) => boolean;
};

/** Without JavaScript the page simply reloads before anyone sees it. */
export function useIsPending({ state = "submitting", formMethod = "POST", formAction, formData }: PendingOptions = {}): boolean {
  const navigation = useNavigation();
  if (navigation.state === "idle") return false;
  if (state === "submitting" && navigation.state !== "submitting") return false;
  if (formMethod !== "any" && navigation.formMethod?.toUpperCase() !== formMethod) return false;
  if (formAction !== undefined && navigation.formAction?.startsWith(formAction) !== true) return false;
  if (formData && !(navigation.formData && formData(navigation.formData))) return false;
  return true;
}
