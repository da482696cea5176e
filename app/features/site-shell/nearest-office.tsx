import { MapPinIcon } from "~/shared/ui/icons";
import { telHref } from "~/shared/site/phone";
import { site } from "~/shared/site/site-config";
import { useHydrated } from "~/shared/hooks/use-hydrated";
import { PhoneNumber } from "~/shared/ui/phone-number";
import { officeOfCity } from "~/shared/site/offices";
import { useMessages } from "~/i18n/use-messages";
import { useOfficeText } from "./office-text";
import { type Choice, type LocateOutcome, useRegionalPhone } from "./regional-phone-view";

/**
 * Its own module: only /contact shows it. Added at hydration it pushed the contact cards down under a phone
 * visitor's eyes (a layout shift of 0.045 in `npm run bench`), so it is `needs-script` (base.css).
 */
export function NearestOfficeButton() {
  const { choice, locating, outcome, locate } = useRegionalPhone();
  const hydrated = useHydrated();
  const t = useMessages();
  return (
    <div className="nearest-office needs-script">
      <button type="button" className="button button-outline nearest-office-button" onClick={locate} disabled={!hydrated} aria-disabled={locating || undefined}>
        <MapPinIcon size={18} /> {locating ? t("locate.finding") : t("locate.button")}
      </button>
      <div className="nearest-office-status" role="status" data-testid="nearest-office-status">
        <LocateMessage outcome={outcome} choice={choice} />
      </div>
    </div>
  );
}

/** Stands for the number in a message until WithPhone puts the PhoneNumber there. */
const PHONE_SLOT = "\u0000";

function WithPhone({ text, e164 }: { text: string; e164: string }) {
  const [before, after = ""] = text.split(PHONE_SLOT);
  return (
    <>
      {before}
      <PhoneNumber e164={e164} />
      {after}
    </>
  );
}

function LocateMessage({ outcome, choice }: { outcome: LocateOutcome; choice: Choice | null }) {
  const t = useMessages();
  const officeText = useOfficeText();
  if (outcome?.kind === "unavailable") {
    return (
      <>
        <p className="muted">{t("locate.unavailable")}</p>
        <ul className="nearest-office-numbers">
          {site.phones.map((phone, index) => (
            <li key={phone.number}>
              <a href={telHref(phone.number)}><PhoneNumber e164={phone.number} /></a> <span className="muted">{officeText.phoneLabel(index)}</span>
            </li>
          ))}
        </ul>
      </>
    );
  }
  if (outcome?.kind === "nearest") {
    const phone = site.phones[outcome.index];
    const office = officeOfCity(outcome.office);
    const name = office ? officeText.city(office) : (outcome.office ?? "");
    return (
      <p className="muted">
        <WithPhone text={t("locate.nearest", { office: name, phone: PHONE_SLOT, label: officeText.phoneLabel(outcome.index) })} e164={phone.number} />
      </p>
    );
  }
  const index = outcome?.kind === "region" ? outcome.index : choice?.index;
  if (index === undefined) return null;
  const phone = site.phones[index];
  return (
    <p className="muted">
      <WithPhone text={t("locate.showing", { label: officeText.phoneLabel(index), phone: PHONE_SLOT })} e164={phone.number} />
    </p>
  );
}
