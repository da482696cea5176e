import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { MOVE_LIMITS } from "~contract/moves";
import { adminMeta } from "~/shared/staff/admin-meta";
import { AdminPageHeader } from "~/shared/staff/admin-page-header";
import { staffStylesheet } from "~/shared/staff/stylesheet";
import { useHydrated } from "~/shared/hooks/use-hydrated";
import { MoveEstimateView } from "./move-estimate-view";
import { RoomItemsForm, useLiveRoom } from "./room-items-form";
import { RoomPhotos } from "./room-photos";
import type { loader, StaffRoomActionData } from "./staff-room-route.server";
import { moveStylesheet } from "./stylesheet";

export { action, headers, loader } from "./staff-room-route.server";

export const links: LinksFunction = () => [staffStylesheet, moveStylesheet];
export const meta: MetaFunction<typeof loader> = ({ data }) => adminMeta(data ? `${data.room.name}: items and photos of ${data.lead.reference}` : "Room items and photos");

const STAFF_PHOTOS_HINT = `Up to ${MOVE_LIMITS.photosPerUpload} at once, ${MOVE_LIMITS.photosPerRoom} per room. The customer sees them on their move page.`;

/** With the customer's own forms. */
export default function StaffRoomPage() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData() as StaffRoomActionData | undefined;
  const hydrated = useHydrated();
  const { live, setRoom } = useLiveRoom(page);
  const back = `${page.leadPath}#move`;
  return (
    <>
      <AdminPageHeader
        title={`${page.room.name}: items and photos`}
        crumbs={[
          { name: "LEADS", path: "/leads" },
          { name: page.lead.reference, path: page.leadPath },
        ]}
      />
      <div className="container narrow admin-section move-page">
        <p>
          {page.lead.name} · <Link to={back}>Back to the lead</Link>
        </p>
        <p className="muted">The customer sees these items and photos on their move page; the lead's timeline records each change under your name.</p>
        <RoomItemsForm form={page} result={answer?.form === "items" ? answer.result : undefined} totals={live?.room} onRoomChange={setRoom} />
        <MoveEstimateView estimate={live ? live.lines : page.estimate} live={hydrated} />
        <RoomPhotos roomName={page.room.name} photos={page.photos} actionPath={page.actionPath} error={answer?.form === "photos" ? answer.error : undefined} hint={STAFF_PHOTOS_HINT} />
      </div>
    </>
  );
}
