import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { adminMeta } from "~/shared/staff/admin-meta";
import { AdminPageHeader } from "~/shared/staff/admin-page-header";
import { staffStylesheet } from "~/shared/staff/stylesheet";
import { useHydrated } from "~/shared/hooks/use-hydrated";
import { MoveEstimateView } from "./move-estimate-view";
import { RoomItemsForm, useLiveRoom } from "./room-items-form";
import type { loader, StaffRoomActionData } from "./staff-room-route.server";
import { moveStylesheet } from "./stylesheet";

export { action, headers, loader } from "./staff-room-route.server";

export const links: LinksFunction = () => [staffStylesheet, moveStylesheet];
export const meta: MetaFunction<typeof loader> = ({ data }) => adminMeta(data ? `${data.room.name}: items of ${data.lead.reference}` : "Room items");

/** Staff fill in or correct a room of the customer's inventory, with the customer's own form (staff-room-route.server.ts). */
export default function StaffRoomPage() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData() as StaffRoomActionData | undefined;
  const hydrated = useHydrated();
  const { live, setRoom } = useLiveRoom(page);
  const back = `${page.leadPath}#move`;
  return (
    <>
      <AdminPageHeader
        title={`${page.room.name}: items`}
        crumbs={[
          { name: "LEADS", path: "/leads" },
          { name: page.lead.reference, path: page.leadPath },
        ]}
      />
      <div className="container narrow admin-section move-page">
        <p>
          {page.lead.name} · <Link to={back}>Back to the lead</Link>
        </p>
        <p className="muted">The customer sees these items on their move page; the lead's timeline records the change under your name.</p>
        <RoomItemsForm form={page} result={answer?.result} totals={live?.room} onRoomChange={setRoom} />
        <MoveEstimateView estimate={live ? live.lines : page.estimate} live={hydrated} />
      </div>
    </>
  );
}
