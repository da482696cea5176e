import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageBanner } from "~/shared/ui/page-banner";
import { useMessages } from "~/i18n/use-messages";
import { site } from "~/shared/site/site-config";
import { MoveBooking } from "./move-booking";
import { MoveCareSections } from "./move-care";
import { MoveEstimateView } from "./move-estimate-view";
import type { loader } from "./move-route.server";
import { moveStylesheet } from "./stylesheet";

export { loader, headers } from "./move-route.server";

export const links: LinksFunction = () => [moveStylesheet];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data?.ok
      ? (data.messages["move.metaTitle"] ?? "").replace("{reference}", data.reference).replace("{company}", site.companyName)
      : `${data?.messages["move.title"] ?? "Your move"} | ${site.companyName}`,
  },
  { name: "robots", content: "noindex, nofollow" },
];

export default function MovePage() {
  const page = useLoaderData<typeof loader>();
  const t = useMessages();
  if (!page.ok) {
    return (
      <>
        <PageBanner title={t("move.title")} crumbs={[{ name: t("move.crumb") }]} />
        <section className="section">
          <div className="container narrow">
            <p className="error-text" role="alert">
              {page.message}
            </p>
          </div>
        </section>
      </>
    );
  }
  return (
    <>
      <PageBanner title={t("move.title")} crumbs={[{ name: t("move.crumb") }]}>
        <p className="move-reference">
          {t("move.reference")}{" "}
          <bdi dir="ltr">
            <strong>{page.reference}</strong>
          </bdi>
        </p>
      </PageBanner>
      <section className="section">
        <div className="container narrow move-page">
          {page.notice ? (
            <p className="move-notice" role="status">
              {page.notice}
            </p>
          ) : null}
          <p>{t("move.intro")}</p>
          <p className="muted">{t("move.private")}</p>
          <p>
            <a href={page.otherLanguagePath} lang={page.lang === "en" ? "ur" : "en"} hrefLang={page.lang === "en" ? "ur" : "en"}>
              {t("nav.languageSwitch")}
            </a>
          </p>

          <MoveBooking booking={page.booking} />
          <MoveCareSections care={page.care} notice={page.careNotice} />

          <MoveEstimateView estimate={page.estimate} />

          <section aria-labelledby="move-rooms-title">
            <h2 id="move-rooms-title">{t("move.rooms")}</h2>
            <ul className="move-rooms">
              {page.rooms.map((room) => (
                <li key={room.id} id={`room-${room.id}`} className={room.pieces || room.photos.length ? "move-room move-room-filled" : "move-room"}>
                  <div className="move-room-head">
                    <h3>{room.name}</h3>
                    {room.pieces || room.photos.length ? (
                      <span className="muted">{t("move.roomSummary", { pieces: room.pieces, photos: room.photos.length })}</span>
                    ) : null}
                  </div>
                  {room.lines.length ? (
                    <ul className="move-lines" data-testid={`room-lines-${room.id}`}>
                      {room.lines.map((line) => (
                        <li key={line.name}>
                          <bdi>{line.quantity}</bdi> × {line.name}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {room.note ? <p className="move-room-note">{room.note}</p> : null}
                  {room.photos.length ? (
                    <ul className="move-photos">
                      {room.photos.map((photo) => (
                        <li key={photo.id}>
                          <img src={photo.src} alt={t("move.photoOf", { room: room.name })} width={photo.width} height={photo.height} loading="lazy" />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  <Link className="button button-outline move-room-link" to={room.path} aria-label={`${room.pieces || room.photos.length ? t("move.editRoom") : t("move.addItems")}: ${room.name}`}>
                    {room.pieces || room.photos.length ? t("move.editRoom") : t("move.addItems")}
                  </Link>
                </li>
              ))}
            </ul>
          </section>

          {page.estimates.length ? (
            <section aria-labelledby="move-estimates-title">
              <h2 id="move-estimates-title">{t("move.estimates")}</h2>
              <ul>
                {page.estimates.map((estimate) => (
                  <li key={estimate.path}>
                    <Link to={estimate.path}>{t("move.openEstimate", { total: estimate.total })}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </section>
    </>
  );
}
