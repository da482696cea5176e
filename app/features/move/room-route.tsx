import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useMemo, useState } from "react";
import { PageBanner } from "~/shared/ui/page-banner";
import type { MessageKey } from "~/i18n/messages";
import { useMessages } from "~/i18n/use-messages";
import { useHydrated } from "~/shared/hooks/use-hydrated";
import { useIsPending } from "~/shared/hooks/use-is-pending";
import { site } from "~/shared/site/site-config";
import { estimateLines, formatVolume } from "./estimate-lines";
import { estimateMove, inventoryTotals, type InventoryRoom } from "./move-estimate";
import { MoveEstimateView } from "./move-estimate-view";
import type { action, loader } from "./room-route.server";
import { moveStylesheet } from "./stylesheet";

export { loader, action, headers } from "./room-route.server";

export const links: LinksFunction = () => [moveStylesheet];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? (data.messages["move.roomTitle"] ?? "").replace("{room}", data.room.name) : "Your move"} | ${site.companyName}` },
  { name: "robots", content: "noindex, nofollow" },
];

const FLAG_KEYS: Record<string, MessageKey> = { fragile: "move.fragile", dismantle: "move.dismantle", "two-people": "move.twoPeople" };

/** The room as the form holds it now, for the running totals. */
function roomFromForm(form: HTMLFormElement): InventoryRoom {
  const data = new FormData(form);
  const items: { item: string; quantity: number }[] = [];
  const others: { size: string; quantity: number }[] = [];
  for (const [name, value] of data) {
    const quantity = Number(value);
    if (name.startsWith("qty.") && Number.isInteger(quantity) && quantity > 0) items.push({ item: name.slice(4), quantity });
  }
  for (let index = 0; data.has(`other[${index}].name`); index++) {
    const name = String(data.get(`other[${index}].name`) ?? "").trim();
    const quantity = Number(data.get(`other[${index}].quantity`) || 1);
    if (name && Number.isInteger(quantity) && quantity > 0) others.push({ size: String(data.get(`other[${index}].size`) ?? "medium"), quantity });
  }
  return { items, others };
}

export default function RoomPage() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const t = useMessages();
  const hydrated = useHydrated();
  const saving = useIsPending({ formData: (data) => data.get("intent") === "save" });
  const uploading = useIsPending({ formData: (data) => data.get("intent") === "photos" });
  const [filter, setFilter] = useState("");
  const [room, setRoom] = useState<InventoryRoom>({ items: page.saved.items, others: page.saved.others });

  const itemsAnswer = answer && "result" in answer ? answer.result : undefined;
  const photoError = answer && "error" in answer ? answer.error : undefined;
  const fieldError = (name: string) => itemsAnswer?.error?.[name]?.[0];
  const formError = itemsAnswer?.error?.[""]?.[0];
  const sent = (itemsAnswer?.initialValue ?? {}) as { qty?: Record<string, string>; other?: { name?: string; size?: string; quantity?: string }[]; note?: string };
  const savedQty = new Map(page.saved.items.map((line) => [line.item, line.quantity]));

  const { catalogue } = page;
  const templates = (key: MessageKey) => (page.messages as Partial<Record<MessageKey, string>>)[key] ?? key;
  const live = useMemo(() => {
    if (!hydrated) return null;
    const estimate = estimateMove(page.rates, catalogue, page.move, [...page.otherRooms, room]);
    return { lines: estimateLines(templates, page.lang, page.rates.inventory.vehicles, estimate, page.sizeLabel), room: inventoryTotals(catalogue, [room]) };
    // templates reads page.messages, which is part of page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, room, page]);

  const needle = filter.trim().toLocaleLowerCase();
  const matches = (item: (typeof catalogue.items)[number]) => !needle || item.en.toLowerCase().includes(needle) || item.ur.includes(needle);
  const anyMatch = catalogue.items.some(matches);

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

          <Form method="post" action={page.actionPath} className="move-room-form" noValidate={hydrated} onChange={(event) => setRoom(roomFromForm(event.currentTarget))}>
            <input type="hidden" name="intent" value="save" />
            {formError ? (
              <p className="error-text" role="alert">
                {formError}
              </p>
            ) : null}
            {hydrated ? (
              <div className="field move-filter">
                <label htmlFor="move-filter">{t("move.filter")}</label>
                <input id="move-filter" type="search" value={filter} onChange={(event) => setFilter(event.target.value)} aria-describedby="move-filter-hint" autoComplete="off" />
                <p id="move-filter-hint" className="field-hint">
                  {t("move.filterHint")}
                </p>
                {anyMatch ? null : (
                  <p role="status" className="muted">
                    {t("move.noMatch")}
                  </p>
                )}
              </div>
            ) : null}
            {catalogue.groups.map((group) => {
              const items = catalogue.items.filter((item) => item.group === group.id);
              const shown = items.filter(matches);
              return (
                <fieldset key={group.id} className="move-group" hidden={shown.length === 0}>
                  <legend>{group[page.lang]}</legend>
                  <ul className="move-items">
                    {items.map((item) => {
                      const name = `qty.${item.id}`;
                      const error = fieldError(name);
                      const flags = item.flags.map((flag) => templates(FLAG_KEYS[flag]!)).join(" · ");
                      return (
                        <li key={item.id} hidden={!matches(item)} className="move-item">
                          <label htmlFor={`qty-${item.id}`}>{item[page.lang]}</label>
                          {flags ? (
                            <span id={`flags-${item.id}`} className="move-flags">
                              {flags}
                            </span>
                          ) : null}
                          <input
                            id={`qty-${item.id}`}
                            name={name}
                            type="number"
                            inputMode="numeric"
                            min={0}
                            max={99}
                            step={1}
                            defaultValue={sent.qty?.[item.id] ?? savedQty.get(item.id) ?? ""}
                            aria-invalid={error ? true : undefined}
                            aria-describedby={[flags ? `flags-${item.id}` : "", error ? `qty-${item.id}-error` : ""].filter(Boolean).join(" ") || undefined}
                          />
                          {error ? (
                            <p id={`qty-${item.id}-error`} className="error-text">
                              {error}
                            </p>
                          ) : null}
                        </li>
                      );
                    })}
                  </ul>
                </fieldset>
              );
            })}

            <fieldset className="move-group move-others">
              <legend>{t("move.others")}</legend>
              <p className="field-hint">{t("move.othersHint")}</p>
              {Array.from({ length: page.otherRows }, (_, index) => {
                const saved = page.saved.others[index];
                const prior = sent.other?.[index];
                const nameError = fieldError(`other[${index}].name`);
                const quantityError = fieldError(`other[${index}].quantity`);
                return (
                  <div key={index} className="move-other-row">
                    <div className="field">
                      <label htmlFor={`other-${index}-name`}>{t("move.otherName", { n: index + 1 })}</label>
                      <input
                        id={`other-${index}-name`}
                        name={`other[${index}].name`}
                        maxLength={60}
                        defaultValue={prior?.name ?? saved?.name ?? ""}
                        aria-invalid={nameError ? true : undefined}
                        aria-describedby={nameError ? `other-${index}-name-error` : undefined}
                      />
                      {nameError ? (
                        <p id={`other-${index}-name-error`} className="error-text">
                          {nameError}
                        </p>
                      ) : null}
                    </div>
                    <div className="field">
                      <label htmlFor={`other-${index}-size`}>{t("move.otherSize", { n: index + 1 })}</label>
                      <select id={`other-${index}-size`} name={`other[${index}].size`} defaultValue={prior?.size ?? saved?.size ?? "medium"}>
                        {catalogue.otherSizes.map((size) => (
                          <option key={size.id} value={size.id}>
                            {size[page.lang]}
                          </option>
                        ))}
                      </select>
                    </div>
                    <div className="field">
                      <label htmlFor={`other-${index}-quantity`}>{t("move.otherQuantity", { n: index + 1 })}</label>
                      <input
                        id={`other-${index}-quantity`}
                        name={`other[${index}].quantity`}
                        type="number"
                        inputMode="numeric"
                        min={0}
                        max={99}
                        step={1}
                        defaultValue={prior?.quantity ?? saved?.quantity ?? ""}
                        aria-invalid={quantityError ? true : undefined}
                        aria-describedby={quantityError ? `other-${index}-quantity-error` : undefined}
                      />
                      {quantityError ? (
                        <p id={`other-${index}-quantity-error`} className="error-text">
                          {quantityError}
                        </p>
                      ) : null}
                    </div>
                  </div>
                );
              })}
            </fieldset>

            <div className="field">
              <label htmlFor="room-note">{t("move.note")}</label>
              <textarea id="room-note" name="note" rows={3} maxLength={500} defaultValue={sent.note ?? page.saved.note} aria-describedby="room-note-hint" />
              <p id="room-note-hint" className="field-hint">
                {t("move.noteHint")}
              </p>
              {fieldError("note") ? <p className="error-text">{fieldError("note")}</p> : null}
            </div>

            {live ? (
              <p className="move-running" aria-live="polite" data-testid="room-totals">
                {t("move.thisRoom", { pieces: live.room.pieces, volume: formatVolume(live.room.cubicFeet) })}
              </p>
            ) : null}
            <button type="submit" className="button button-primary" disabled={saving}>
              {saving ? t("move.saving") : t("move.save")}
            </button>
          </Form>

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
