import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { PageBanner } from "~/shared/ui/page-banner";
import { useMessages } from "~/i18n/use-messages";
import { useHydrated } from "~/shared/hooks/use-hydrated";
import { site } from "~/shared/site/site-config";
import { MoveEstimateView } from "./move-estimate-view";
import { RoomItemsForm, useLiveRoom } from "./room-items-form";
import { RoomPhotos } from "./room-photos";
import type { action, loader } from "./room-route.server";
import { moveStylesheet } from "./stylesheet";

export { loader, action, headers } from "./room-route.server";

export const links: LinksFunction = () => [moveStylesheet];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? (data.messages["move.roomTitle"] ?? "").replace("{room}", data.room.name) : "Your move"} | ${site.companyName}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function RoomPage() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const t = useMessages();
  const hydrated = useHydrated();
  const { live, setRoom } = useLiveRoom(page);

  const itemsAnswer = answer && "result" in answer ? answer.result : undefined;
  const photoError = answer && "error" in answer ? answer.error : undefined;

  return (
    <>
      <PageBanner title={t("move.roomTitle", { room: page.room.name })} crumbs={[{ name: t("move.crumb") }]}>
        <p className="move-reference">
          {t("move.reference")}{" "}
          <bdi dir="ltr">
            <strong>{page.reference}</strong>
          </bdi>
        </p>
      </PageBanner>
      <section className="section">
        <div className="container narrow move-page">
          <p>
            <Link to={page.backPath}>{t("move.back")}</Link>
          </p>
          {page.notice ? (
            <p className="move-notice" role="status">
              {page.notice}
            </p>
          ) : null}

          <RoomItemsForm form={page} result={itemsAnswer} totals={live?.room} onRoomChange={setRoom} />

          <MoveEstimateView estimate={live ? live.lines : page.estimate} live={hydrated} />

          <RoomPhotos roomName={page.room.name} photos={page.photos} actionPath={page.actionPath} error={photoError} />
        </div>
      </section>
    </>
  );
}
