import { useMessages } from "~/i18n/use-messages";

export type EstimateLines = {
  volume: string;
  pieces: number;
  vehicles: string;
  crew: string;
  range: string | null;
  bookRange: string | null;
  position: string | null;
  tooLarge: boolean;
};

/** A live region when it follows typing. */
export function MoveEstimateView({ estimate, live = false }: { estimate: EstimateLines; live?: boolean }) {
  const t = useMessages();
  return (
    <section className="move-estimate" aria-labelledby="move-estimate-title" aria-live={live ? "polite" : undefined} data-testid="move-estimate">
      <h2 id="move-estimate-title">{t("move.estimateTitle")}</h2>
      {estimate.pieces === 0 ? (
        <p>{t("move.empty")}</p>
      ) : (
        <>
          <dl className="move-figures">
            <div>
              <dt>{t("move.volume")}</dt>
              <dd data-testid="move-volume">
                <bdi>{estimate.volume}</bdi>
              </dd>
            </div>
            <div>
              <dt>{t("move.pieces")}</dt>
              <dd>
                <bdi>{estimate.pieces}</bdi>
              </dd>
            </div>
            {estimate.vehicles ? (
              <div>
                <dt>{t("move.vehicles")}</dt>
                <dd data-testid="move-vehicles">{estimate.vehicles}</dd>
              </div>
            ) : null}
            {estimate.crew ? (
              <div>
                <dt>{t("move.crew")}</dt>
                <dd>{estimate.crew}</dd>
              </div>
            ) : null}
            {estimate.range ? (
              <div className="move-range">
                <dt>{t("move.range")}</dt>
                <dd data-testid="move-range">
                  <bdi>{estimate.range}</bdi>
                </dd>
              </div>
            ) : null}
          </dl>
          {estimate.tooLarge ? <p>{t("move.tooLarge")}</p> : null}
          {estimate.position ? <p className="move-position">{estimate.position}</p> : null}
          {estimate.range && estimate.bookRange && !estimate.position ? (
            <p className="muted" data-testid="move-book-range">
              {estimate.bookRange}
            </p>
          ) : null}
          <p className="move-confirm">{estimate.range ? t("move.staffConfirm") : t("move.noRange")}</p>
        </>
      )}
    </section>
  );
}
