import { createContext, useContext } from "react";

/**
 * The render's script marker, handed from entry.server to <Scripts> and
 * friends as their `nonce`: it tells our scripts apart for the CSP hashes and
 * is taken out before the page leaves (app/shared/http/script-hashes.server.ts).
 */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
