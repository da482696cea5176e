/**
 * Money in estimates is whole Pakistani rupees (integers): nobody quotes a
 * move in paisa, and integers add up exactly on both databases.
 */
export const MAX_RUPEES = 100_000_000;

/** 25000 → "Rs. 25,000" (the same on server and browser, whatever their locale). */
export function formatPkr(amount: number): string {
  const sign = amount < 0 ? "-" : "";
  return `${sign}Rs. ${Math.abs(Math.round(amount))
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
}

/** An amount as a letter in the customer's language says it: "Rs. 25,000", or "25,000 روپے" in Urdu. */
export function formatPkrIn(language: string, amount: number): string {
  return language === "ur" ? `${formatPkr(amount).replace("Rs. ", "")} روپے` : formatPkr(amount);
}

/** What a person types ("85,000", "Rs 85000", " 85000 ") → 85000; null when it is not a whole amount. Negative stays negative so the schema can say so. */
export function parseRupees(input: string): number | null {
  const cleaned = input.replace(/rs\.?|pkr|[\s,]/gi, "");
  if (!/^-?\d{1,12}$/.test(cleaned)) return null;
  return Number(cleaned);
}
