import type { AppLoadContext } from "@remix-run/node";

/**
 * What the production server (server/app.ts) hands every loader and action:
 * the visitor's address, taken from the socket, or from the entry a trusted
 * proxy appended to X-Forwarded-For (TRUST_PROXY). Never from a header the
 * visitor wrote. Under `npm run dev` (Vite's server) it is absent, and the
 * API sees the web app's own address.
 */
declare module "@remix-run/node" {
  interface AppLoadContext {
    clientAddress?: string;
  }
}

export function visitorAddress(context: AppLoadContext | undefined): string | undefined {
  const address = context?.clientAddress;
  return typeof address === "string" && /^[0-9a-fA-F:.]{2,45}$/.test(address) ? address : undefined;
}
