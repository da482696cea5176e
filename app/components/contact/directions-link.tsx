import { DirectionsIcon } from "~/components/icons";
import { directionsHref } from "~/lib/offices";
import type { Office } from "~/lib/site-config";

/** "Get directions": opens the visitor's maps app at the office address from site.json. */
export function DirectionsLink({ office }: { office: Office }) {
  return (
    <a className="directions-link" href={directionsHref(office)} rel="noopener">
      <DirectionsIcon size={18} /> Get directions<span className="visually-hidden"> to our {office.name}</span>
    </a>
  );
}
