import { Link } from "@remix-run/react";
import { useMessages } from "~/i18n/use-messages";
import { Drawing } from "./drawing";

export type ServiceCard = { path: string; label: string; summary: string; illustration: string };

/** docs/requirements.md (Routes). */
export function ServiceCards({ services, headingLevel = 3 }: { services: ServiceCard[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const t = useMessages();
  return (
    <ul className="service-grid">
      {services.map((service) => (
        <li key={service.path} className="service-card" data-animate>
          <Drawing src={service.illustration} alt="" width={480} height={240} />
          <div className="service-card-body">
            <Heading className="service-card-title">
              <Link to={service.path}>{service.label}</Link>
            </Heading>
            <p>{service.summary}</p>
            <span className="service-card-more" aria-hidden="true">
              {t("services.learnMore")}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
