import { parseRupees } from "~contract/money";

/** Numbered fields, so the form works as a plain post; no zod in the browser. */
export const ESTIMATE_FORM_LINES = 5;

export const lineField = (i: number, part: "Description" | "Amount") => `line${i}${part}`;

/** The same in the browser and on the server. */
export function runningTotal(amounts: readonly string[]): number {
  return amounts.reduce((sum, text) => {
    const amount = parseRupees(text.trim());
    return amount !== null && amount > 0 ? sum + amount : sum;
  }, 0);
}
