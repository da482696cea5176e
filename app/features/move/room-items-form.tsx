import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useMemo, useState } from "react";
import type { Catalogue, Rates } from "~/features/leads";
import type { MessageKey } from "~/i18n/messages";
import type { Lang } from "~/i18n/languages";
import { useMessages } from "~/i18n/use-messages";
import { useHydrated } from "~/shared/hooks/use-hydrated";
import { useIsPending } from "~/shared/hooks/use-is-pending";
import { estimateLines, formatVolume } from "./estimate-lines";
import { estimateMove, inventoryTotals, type InventoryRoom, type MoveDetails } from "./move-estimate";

/** Customer and staff (during a survey) post the same plain form, so what staff type is what the customer sees. */
export type RoomFormData = {
  lang: Lang;
  catalogue: Catalogue;
  saved: { items: { item: string; quantity: number }[]; others: { name: string; size: string; quantity: number }[]; note: string };
  otherRows: number;
  actionPath: string;
};

export type LiveRoomData = RoomFormData & {
  messages: Partial<Record<MessageKey, string>>;
  rates: Rates & { inventory: NonNullable<Rates["inventory"]> };
  move: MoveDetails;
  otherRooms: InventoryRoom[];
  sizeLabel: string;
};

/** null before hydration: the page shows the estimate it was sent. */
export function useLiveRoom(page: LiveRoomData) {
  const hydrated = useHydrated();
  const [room, setRoom] = useState<InventoryRoom>({ items: page.saved.items, others: page.saved.others });
  const live = useMemo(() => {
    if (!hydrated) return null;
    const templates = (key: MessageKey) => page.messages[key] ?? key;
    const estimate = estimateMove(page.rates, page.catalogue, page.move, [...page.otherRooms, room]);
    return { lines: estimateLines(templates, page.lang, page.rates.inventory.vehicles, estimate, page.sizeLabel), room: inventoryTotals(page.catalogue, [room]) };
  }, [hydrated, room, page]);
  return { live, setRoom };
}

const FLAG_KEYS: Record<string, Extract<MessageKey, "move.fragile" | "move.dismantle" | "move.twoPeople">> = { fragile: "move.fragile", dismantle: "move.dismantle", "two-people": "move.twoPeople" };

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

export function RoomItemsForm({
  form,
  result,
  totals,
  onRoomChange,
}: {
  form: RoomFormData;
  /** The action's answer to the last save: field errors, the form's error above it, and the values sent (kept). */
  result?: SubmissionResult<string[]>;
  totals?: { pieces: number; cubicFeet: number } | null;
  onRoomChange?: (room: InventoryRoom) => void;
}) {
  const t = useMessages();
  const hydrated = useHydrated();
  const saving = useIsPending({ formData: (data) => data.get("intent") === "save" });
  const [filter, setFilter] = useState("");
  const { catalogue, lang } = form;

  const fieldError = (name: string) => result?.error?.[name]?.[0];
  const formError = result?.error?.[""]?.[0];
  const sent = (result?.initialValue ?? {}) as { qty?: Record<string, string>; other?: { name?: string; size?: string; quantity?: string }[]; note?: string };
  const savedQty = new Map(form.saved.items.map((line) => [line.item, line.quantity]));

  const needle = filter.trim().toLocaleLowerCase();
  const matches = (item: (typeof catalogue.items)[number]) => !needle || item.en.toLowerCase().includes(needle) || item.ur.includes(needle);
  const anyMatch = catalogue.items.some(matches);

  return (
    <Form method="post" action={form.actionPath} className="move-room-form" noValidate={hydrated} onChange={(event) => onRoomChange?.(roomFromForm(event.currentTarget))}>
      <input type="hidden" name="intent" value="save" />
      {formError ? (
        <p className="error-text" role="alert">
          {formError}
        </p>
      ) : null}
      {/* needs-script (base.css): added at hydration it pushed the catalogue down. */}
      <div className="field move-filter needs-script">
        <label htmlFor="move-filter">{t("move.filter")}</label>
        <input id="move-filter" type="search" value={filter} onChange={(event) => setFilter(event.target.value)} disabled={!hydrated} aria-describedby="move-filter-hint" autoComplete="off" />
        <p id="move-filter-hint" className="field-hint">
          {t("move.filterHint")}
        </p>
        {anyMatch ? null : (
          <p role="status" className="muted">
            {t("move.noMatch")}
          </p>
        )}
      </div>
      {catalogue.groups.map((group) => {
        const items = catalogue.items.filter((item) => item.group === group.id);
        const shown = items.filter(matches);
        return (
          <fieldset key={group.id} className="move-group" hidden={shown.length === 0}>
            <legend>{group[lang]}</legend>
            <ul className="move-items">
              {items.map((item) => {
                const name = `qty.${item.id}`;
                const error = fieldError(name);
                const flags = item.flags.map((flag) => t(FLAG_KEYS[flag]!)).join(" · ");
                return (
                  <li key={item.id} hidden={!matches(item)} className="move-item">
                    <label htmlFor={`qty-${item.id}`}>{item[lang]}</label>
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
        {Array.from({ length: form.otherRows }, (_, index) => {
          const saved = form.saved.others[index];
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
                      {size[lang]}
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
        <textarea id="room-note" name="note" rows={3} maxLength={500} defaultValue={sent.note ?? form.saved.note} aria-describedby="room-note-hint" />
        <p id="room-note-hint" className="field-hint">
          {t("move.noteHint")}
        </p>
        {fieldError("note") ? <p className="error-text">{fieldError("note")}</p> : null}
      </div>

      {totals ? (
        <p className="move-running" aria-live="polite" data-testid="room-totals">
          {t("move.thisRoom", { pieces: totals.pieces, volume: formatVolume(totals.cubicFeet) })}
        </p>
      ) : null}
      <button type="submit" className="button button-primary" disabled={saving}>
        {saving ? t("move.saving") : t("move.save")}
      </button>
    </Form>
  );
}
