import net from "node:net";

/** A sender that keeps a request's body coming at a few bytes every few seconds. */
export interface Trickler {
  answer: Promise<string>;
  close(): void;
}

export function trickle(port: number, localAddress: string, target: string, declared: number, origin: string): Trickler {
  const socket = net.connect({ port, host: "127.0.0.1", localAddress });
  socket.on("error", () => {});
  let received = "";
  // The answer's head and as much of its body as has come when the head is complete, or what came before the socket closed.
  const answer = new Promise<string>((resolve) => {
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
      if (received.includes("\r\n\r\n")) setTimeout(() => resolve(received), 100);
    });
    socket.on("close", () => resolve(received));
  });
  socket.write(
    `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${origin}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${declared}\r\n\r\nname=`,
  );
  const timer = setInterval(() => socket.writable && socket.write("aaaaaaaaaa"), 5_000);
  socket.on("close", () => clearInterval(timer));
  return { answer, close: () => socket.destroy() };
}
