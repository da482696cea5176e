import { DirectionsIcon } from "~/shared/ui/icons";
import { directionsHref } from "~/shared/site/offices";
import type { Office } from "~/shared/site/site-config";
import { useOfficeText } from "~/features/site-shell";
import { useMessages } from "~/i18n/use-messages";

export function DirectionsLink({ office }: { office: Office }) {
  const t = useMessages();
  const officeText = useOfficeText();
  return (
    <a className="directions-link" href={directionsHref(office)} rel="noopener">
      <DirectionsIcon size={18} /> {t("office.directions")}
      <span className="visually-hidden">{t("office.directionsTo", { office: officeText.name(office) })}</span>
    </a>
  );
}
