import type { IncomingMessage } from "node:http";

/** Node's five-minute request timeout would let ten bytes every few seconds hold a slot; the floor is far below 2G (about 5 KB/s). */
const BODY_GRACE_MS = 10_000;
const BODY_MIN_BYTES_PER_SECOND = 2048;
export const BODY_TOO_SLOW_MESSAGE = "The form took too long to arrive. Please check your connection and send it again.";

const TICK_MS = 1000;

/** Counts the socket's bytes (a `data` listener would start the flow early); time the reader holds things up does not count. */
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
