import rawRates from "../../../content/rates.json";
import { ratesSchema, type Rates } from "./rates-schema";

/** A broken file fails loudly rather than showing a visitor a wrong price. */
let cached: Rates | undefined;

export function loadRates(): Rates {
  if (cached) return cached;
  const parsed = ratesSchema.safeParse(rawRates);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`).join("; ");
    throw new Error(`content/rates.json is invalid: ${problems}`);
  }
  cached = parsed.data;
  return cached;
}
