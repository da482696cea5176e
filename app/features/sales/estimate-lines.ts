import { parseRupees } from "~contract/money";

/**
 * The estimate form's lines, shared by the page (no zod in the browser) and
 * the action: numbered fields, so the form works as a plain post.
 */
export const ESTIMATE_FORM_LINES = 5;

export const lineField = (i: number, part: "Description" | "Amount") => `line${i}${part}`;

/** The sum of the amounts that read as rupees: the running total, the same in the browser and on the server. */
export function runningTotal(amounts: readonly string[]): number {
  return amounts.reduce((sum, text) => {
    const amount = parseRupees(text.trim());
    return amount !== null && amount > 0 ? sum + amount : sum;
  }, 0);
}
