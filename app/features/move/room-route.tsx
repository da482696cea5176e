import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { PageBanner } from "~/shared/ui/page-banner";
import { useMessages } from "~/i18n/use-messages";
import { useHydrated } from "~/shared/hooks/use-hydrated";
import { useIsPending } from "~/shared/hooks/use-is-pending";
import { site } from "~/shared/site/site-config";
import { MoveEstimateView } from "./move-estimate-view";
import { RoomItemsForm, useLiveRoom } from "./room-items-form";
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
  const uploading = useIsPending({ formData: (data) => data.get("intent") === "photos" });
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

          <section id="photos" aria-labelledby="photos-title" className="move-photo-section">
            <h2 id="photos-title">{t("move.photos")}</h2>
            {page.photos.length ? (
              <ul className="move-photos">
                {page.photos.map((photo, index) => (
                  <li key={photo.id}>
                    <img src={photo.src} alt={`${t("move.photoOf", { room: page.room.name })} ${index + 1}`} width={photo.width} height={photo.height} loading="lazy" />
                    <Form method="post" action={page.actionPath}>
                      <input type="hidden" name="intent" value="remove-photo" />
                      <input type="hidden" name="photo" value={photo.id} />
                      <button type="submit" className="button button-outline button-small" aria-label={`${t("move.removePhoto")} ${index + 1}`}>
                        {t("move.removePhoto")}
                      </button>
                    </Form>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="muted">{t("move.noPhotos")}</p>
            )}
            <Form method="post" action={page.actionPath} encType="multipart/form-data" className="move-photo-form">
              <input type="hidden" name="intent" value="photos" />
              {photoError ? (
                <p className="error-text" role="alert">
                  {photoError}
                </p>
              ) : null}
              <div className="field">
                <label htmlFor="room-photos">{t("move.addPhotos")}</label>
                <input id="room-photos" name="photos" type="file" accept="image/*" capture="environment" multiple aria-describedby="room-photos-hint" />
                <p id="room-photos-hint" className="field-hint">
                  {t("move.photosHint")}
                </p>
              </div>
              <button type="submit" className="button button-primary" disabled={uploading}>
                {uploading ? t("move.saving") : t("move.upload")}
              </button>
            </Form>
          </section>
        </div>
      </section>
    </>
  );
}
