import { createContext, useContext } from "react";

/** Tells our scripts apart for the CSP hashes; taken out before the page leaves (script-hashes.server.ts). */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
