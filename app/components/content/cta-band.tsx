import { site } from "~/lib/site-config";
import { ContactActions } from "./contact-actions";

/** Call-to-contact band on a light grey background (spec §2). */
export function CtaBand({ heading = "Planning a move? Get a free quote today." }: { heading?: string }) {
  return (
    <section className="cta-band" aria-labelledby="cta-title">
      <div className="container cta-inner">
        <div>
          <h2 id="cta-title" className="cta-title">
            {heading}
          </h2>
          <p className="cta-text">
            Tell us what is moving and where. {site.replyPromise}
          </p>
        </div>
        <ContactActions quoteLabel="Get a quote" tone="on-light" className="cta-actions" />
      </div>
    </section>
  );
}
