import rawCatalogue from "../../../content/move-catalogue.json";
import { loadRates } from "./rates.server";
import type { Rates } from "./rates-schema";
import { catalogueSchema, type Catalogue } from "./catalogue-schema";

/** A broken file fails loudly rather than pricing a move wrongly. */
let catalogue: Catalogue | undefined;

export function loadCatalogue(): Catalogue {
  if (catalogue) return catalogue;
  const parsed = catalogueSchema.safeParse(rawCatalogue);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`).join("; ");
    throw new Error(`content/move-catalogue.json is invalid: ${problems}`);
  }
  catalogue = parsed.data;
  return catalogue;
}

export function loadMoveRates(): Rates & { inventory: NonNullable<Rates["inventory"]> } {
  const rates = loadRates();
  if (!rates.inventory) throw new Error('content/rates.json has no "inventory" rates: the move page cannot price an inventory');
  return rates as Rates & { inventory: NonNullable<Rates["inventory"]> };
}
