/** Liveness of the web process itself (used by npm start and load balancers). */
export function loader() {
  return new Response("ok", { headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
}
