/** Whole rupees: nobody quotes a move in paisa, and integers add up exactly on both databases. */
export const MAX_RUPEES = 100_000_000;

/** The same on server and browser, whatever their locale. */
export function formatPkr(amount: number): string {
  const sign = amount < 0 ? "-" : "";
  return `${sign}Rs. ${Math.abs(Math.round(amount))
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
}

/** "25,000 روپے" in Urdu. */
export function formatPkrIn(language: string, amount: number): string {
  return language === "ur" ? `${formatPkr(amount).replace("Rs. ", "")} روپے` : formatPkr(amount);
}

/** "85,000", "Rs 85000" → 85000; null when not whole. Negative stays negative so the schema can say so. */
export function parseRupees(input: string): number | null {
  const cleaned = input.replace(/rs\.?|pkr|[\s,]/gi, "");
  if (!/^-?\d{1,12}$/.test(cleaned)) return null;
  return Number(cleaned);
}
