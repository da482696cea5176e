import { useMessages } from "~/i18n/use-messages";
import type { FaqItem } from "./faq-schema";

/** Native disclosure widgets: accessible and working without JavaScript. */
export function FaqList({ items, title }: { items: FaqItem[]; title?: string }) {
  const t = useMessages();
  if (!items.length) return null;
  return (
    <section className="section faq below-fold" aria-labelledby="faq-title">
      <div className="container narrow">
        <h2 id="faq-title" className="section-title">
          {title ?? t("content.faqHeading")}
        </h2>
        <div className="faq-list">
          {items.map((item) => (
            <details key={item.question} className="faq-item">
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
