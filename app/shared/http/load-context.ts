import type { AppLoadContext } from "@remix-run/node";

/** From the socket or a trusted proxy's X-Forwarded-For entry, never a header the visitor wrote. Absent under `npm run dev`. */
declare module "@remix-run/node" {
  interface AppLoadContext {
    clientAddress?: string;
  }
}

export function visitorAddress(context: AppLoadContext | undefined): string | undefined {
  const address = context?.clientAddress;
  return typeof address === "string" && /^[0-9a-fA-F:.]{2,45}$/.test(address) ? address : undefined;
}
