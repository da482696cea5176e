import { Form } from "@remix-run/react";
import { useMessages } from "~/i18n/use-messages";
import { useIsPending } from "~/shared/hooks/use-is-pending";

type RoomPhoto = { id: string; src: string; width: number; height: number };

type RoomPhotosProps = {
  roomName: string;
  photos: RoomPhoto[];
  /** The action reads `intent` ("photos" or "remove-photo"). */
  actionPath: string;
  error?: string;
  hint?: string;
};

/** Plain multipart posts, so it works without JavaScript. */
export function RoomPhotos({ roomName, photos, actionPath, error, hint }: RoomPhotosProps) {
  const t = useMessages();
  const uploading = useIsPending({ formData: (data) => data.get("intent") === "photos" });
  return (
    <section id="photos" aria-labelledby="photos-title" className="move-photo-section">
      <h2 id="photos-title">{t("move.photos")}</h2>
      {photos.length ? (
        <ul className="move-photos">
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <img src={photo.src} alt={`${t("move.photoOf", { room: roomName })} ${index + 1}`} width={photo.width} height={photo.height} loading="lazy" />
              <Form method="post" action={actionPath}>
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
      {/* Keyed by the photos: with JavaScript the page is not reloaded, and the photos just sent would stay chosen, one click from a second copy. */}
      <Form key={photos.map((photo) => photo.id).join()} method="post" action={actionPath} encType="multipart/form-data" className="move-photo-form">
        <input type="hidden" name="intent" value="photos" />
        {error ? (
          <p className="error-text" role="alert">
            {error}
          </p>
        ) : null}
        <div className="field">
          <label htmlFor="room-photos">{t("move.addPhotos")}</label>
          <input id="room-photos" name="photos" type="file" accept="image/*" capture="environment" multiple aria-describedby="room-photos-hint" />
          <p id="room-photos-hint" className="field-hint">
            {hint ?? t("move.photosHint")}
          </p>
        </div>
        <button type="submit" className="button button-primary" disabled={uploading}>
          {uploading ? t("move.saving") : t("move.upload")}
        </button>
      </Form>
    </section>
  );
}
