import type { Handover } from "~/shared/forms/progressive-form";
import type { LeadFormProps } from "./lead-form-props";
import type { BookOptions } from "./lead-options";
import type { Rates } from "./rates-schema";

/** Props of the /book form, plain (book-form.tsx) and enhanced (book-form-enhanced.tsx); their own module so neither imports the other. */
export type BookFormProps = LeadFormProps & {
  rates: Rates;
  today: string;
  options: BookOptions;
  initialService: string | null;
  initialFromCity: string | null;
};

export type EnhancedBookFormProps = BookFormProps & { handover: Handover };
