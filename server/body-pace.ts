import type { IncomingMessage } from "node:http";

/**
 * A body must keep coming: after a short grace it has to average at least
 * BODY_MIN_BYTES_PER_SECOND, or it is cut (408). Node's own request timeout
 * (five minutes, for a large upload on a slow line) would otherwise let a
 * sender hold a body slot for minutes at ten bytes every few seconds. The
 * floor is far below a phone on 2G (about 5 KB/s): a 64 KB form may take
 * 40 s, the 2 KB a contact message usually is arrives within the grace.
 */
const BODY_GRACE_MS = 10_000;
const BODY_MIN_BYTES_PER_SECOND = 2048;
export const BODY_TOO_SLOW_MESSAGE = "The form took too long to arrive. Please check your connection and send it again.";

const TICK_MS = 1000;

/**
 * Calls `onTooSlow` once if the body falls behind; stops watching when it
 * ends or the request closes. Counts the socket's bytes (a `data` listener
 * would start the body flowing before its reader is there), and time during
 * which the reader, not the sender, holds things up (its buffer full) does
 * not count against the sender.
 */
export function watchBodyPace(req: IncomingMessage, onTooSlow: () => void): () => void {
  const socket = req.socket;
  const startBytes = socket.bytesRead;
  let allowedMs = -BODY_GRACE_MS;
  const check = setInterval(() => {
    if (req.readableLength >= req.readableHighWaterMark) return; // the reader is behind, not the sender
    allowedMs += TICK_MS;
    if (allowedMs <= 0) return;
    if (socket.bytesRead - startBytes < (allowedMs / 1000) * BODY_MIN_BYTES_PER_SECOND) {
      stop();
      onTooSlow();
    }
  }, TICK_MS);
  check.unref();
  const stop = () => clearInterval(check);
  req.once("end", stop);
  req.once("close", stop);
  return stop;
}
