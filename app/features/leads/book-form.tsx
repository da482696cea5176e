import { loadChunk } from "~/shared/ui/chunk-load";
import { BOOK_FORM_ID, BookFormView } from "./book-form-view";
import { plainFormViewProps } from "./lead-form-props";
import { useEnhancement } from "~/shared/forms/progressive-form";
import type { BookFormProps, EnhancedBookFormProps } from "./book-form-props";
export type { BookFormProps, EnhancedBookFormProps } from "./book-form-props";
import { useIsPending } from "~/shared/hooks/use-is-pending";

const loadEnhanced = () => loadChunk("book-form", () => import("./book-form-enhanced")).then((module) => module.EnhancedBookForm);

/**
 * A plain form with server validation; the browser's bubbles are off (noValidate) so everyone gets the same
 * messages beside the fields and in a summary, as GOV.UK advises. The enhanced form takes over once loaded.
 */
export function BookForm(props: BookFormProps) {
  const { formRef, enhanced } = useEnhancement<EnhancedBookFormProps>(loadEnhanced);
  const sending = useIsPending();
  if (enhanced) return <enhanced.Component {...props} handover={enhanced.handover} />;

  const defaults = { ...(props.initialService ? { service: props.initialService } : {}), ...(props.initialFromCity ? { fromCity: props.initialFromCity } : {}) };
  return (
    <BookFormView
      {...plainFormViewProps(BOOK_FORM_ID, props, { sending, formRef, defaults })}
      options={props.options}
      today={props.today}
      mode="plain"
      step={0}
      truckRental={false}
      estimate={null}
    />
  );
}
