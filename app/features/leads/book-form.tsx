import { loadChunk } from "~/shared/ui/chunk-load";
import { BOOK_FORM_ID, BookFormView } from "./book-form-view";
import { plainFormViewProps } from "./lead-form-props";
import { useEnhancement } from "~/shared/forms/progressive-form";
import type { BookFormProps, EnhancedBookFormProps } from "./book-form-props";
export type { BookFormProps, EnhancedBookFormProps } from "./book-form-props";
import { useIsPending } from "~/shared/hooks/use-is-pending";

const loadEnhanced = () => loadChunk("book-form", () => import("./book-form-enhanced")).then((module) => module.EnhancedBookForm);

/**
 * The /book form. It renders and posts as a plain form (all fields
 * on one page, server validation): without JavaScript that is all there is.
 * The browser's own error bubbles are off (noValidate) so every visitor gets
 * the same messages beside the fields and in a summary, as GOV.UK advises;
 * the required attributes stay for assistive technology.
 * With JavaScript the enhanced form (three steps checked by the server as
 * the visitor goes, live estimate) takes over once its code has loaded.
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
