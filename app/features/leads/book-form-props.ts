import type { Handover } from "~/shared/forms/progressive-form";
import type { LeadFormProps } from "./lead-form-props";
import type { BookOptions } from "./lead-options";
import type { Rates } from "./rates-schema";

/** Their own module so the plain and enhanced forms do not import each other. */
export type BookFormProps = LeadFormProps & {
  rates: Rates;
  today: string;
  options: BookOptions;
  initialService: string | null;
  initialFromCity: string | null;
};

export type EnhancedBookFormProps = BookFormProps & { handover: Handover };
