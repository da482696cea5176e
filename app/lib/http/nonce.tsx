import { createContext, useContext } from "react";

/** The per-request CSP nonce, handed from entry.server to <Scripts> and friends. */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
