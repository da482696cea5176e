import { Link } from "@remix-run/react";
import { whatsappHref } from "~/shared/site/phone";
import { MailIcon, WhatsAppIcon } from "~/shared/ui/icons";
import { MoveEstimateView } from "./move-estimate-view";
import { MoveRating } from "./move-rating";
import type { leadMoveView } from "./lead-move.server";

type LeadMove = NonNullable<Awaited<ReturnType<typeof leadMoveView>>>;

export function LeadMoveCard({ move, phone, email }: { move: LeadMove; phone: string; email: string }) {
  return (
    <div className="admin-card lead-card lead-move" id="move" data-testid="lead-move">
      <h2 className="admin-card-title">Move page: inventory and photos</h2>
      <div className="field">
        <label htmlFor="move-link">Customer's move page (their items and photos; send it to them only)</label>
        <input id="move-link" type="url" readOnly value={move.url} data-testid="move-link" />
      </div>
      <div className="lead-move-share">
        <a className="button button-outline" href={move.url} target="_blank" rel="noopener">
          Open
        </a>
        {phone ? (
          <a className="button button-whatsapp" href={whatsappHref(phone, move.whatsappText)} rel="noopener" data-testid="move-whatsapp">
            <WhatsAppIcon size={18} /> Send on WhatsApp
          </a>
        ) : null}
        {email ? (
          <a className="button button-outline" href={`mailto:${email}${move.mailto}`}>
            <MailIcon size={18} /> Send by e-mail
          </a>
        ) : null}
      </div>
      {move.review ? (
        <section aria-labelledby="lead-review-title" data-testid="lead-review">
          <h3 id="lead-review-title" className="lead-subtitle">
            After the move <MoveRating rating={move.review.rating} />
          </h3>
          <p className="muted">Customer's answer, {move.review.updated}</p>
          {move.review.comment ? (
            <blockquote className="lead-review-comment">
              <bdi>{move.review.comment}</bdi>
            </blockquote>
          ) : null}
          {move.review.photos.length ? (
            <ul className="move-photos" data-testid="lead-damage-photos">
              {move.review.photos.map((photo) => (
                <li key={photo.id}>
                  <a href={photo.src} target="_blank" rel="noopener">
                    <img src={photo.src} alt="Photo of damage" width={photo.width} height={photo.height} loading="lazy" />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
      {move.rooms.length === 0 ? <p className="muted">The customer has listed nothing yet.</p> : null}
      {move.rooms.map((room) => (
        <section key={room.id} aria-labelledby={`lead-room-${room.id}`}>
          <div className="lead-move-room-head">
            <h3 id={`lead-room-${room.id}`} className="lead-subtitle">
              {room.name} <span className="muted">({room.pieces} pieces)</span>
            </h3>
            {room.editPath ? (
              <Link to={room.editPath} className="button button-outline lead-move-edit" aria-label={`Edit ${room.name}`}>
                Edit
              </Link>
            ) : null}
          </div>
          {room.lines.length ? (
            <ul className="move-lines" data-testid={`lead-room-${room.id}`}>
              {room.lines.map((line) => (
                <li key={line.name}>
                  {line.quantity} × {line.name}
                  {line.flags.length ? <span className="muted"> ({line.flags.join(", ")})</span> : null}
                </li>
              ))}
            </ul>
          ) : null}
          {room.note ? <p className="move-room-note">{room.note}</p> : null}
          {room.photos.length ? (
            <ul className="move-photos">
              {room.photos.map((photo, index) => (
                <li key={photo.id}>
                  <a href={photo.src} target="_blank" rel="noopener">
                    <img src={photo.src} alt={`${room.name}, photo ${index + 1}`} width={photo.width} height={photo.height} loading="lazy" />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      {move.emptyRooms.length ? (
        <nav aria-labelledby="lead-move-add-title" data-testid="lead-move-add-rooms">
          <h3 id="lead-move-add-title" className="lead-subtitle">
            {move.rooms.length ? "Add items to another room" : "Add items (phone or video survey)"}
          </h3>
          <ul className="lead-move-add-rooms">
            {move.emptyRooms.map((room) => (
              <li key={room.id}>
                <Link to={room.editPath}>{room.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {move.rooms.length ? <MoveEstimateView estimate={move.estimate} /> : null}
      {move.fromInventory.length ? (
        <p>
          <a className="button button-accent" href="?from=inventory#new-estimate-title" data-testid="estimate-from-inventory">
            Estimate from inventory
          </a>
        </p>
      ) : null}
    </div>
  );
}
