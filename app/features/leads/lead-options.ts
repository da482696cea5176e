import type { Option } from "~/shared/forms/fields";

/**
 * Ids the lead forms need in the browser without importing the API contract
 * (which would ship zod with every page that shows a form). The contract
 * stays the source of the ids: lead-options.test.ts checks these against it.
 */
export const TRUCK_RENTAL_SERVICE = "truck-rental";
export const TRUCK_SIZE_IDS: readonly string[] = ["suzuki", "shehzore", "mazda"];
export const isTruckSize = (id: unknown) => typeof id === "string" && TRUCK_SIZE_IDS.includes(id);

/** The choices of the /book form, sent by its loader. */
export type BookOptions = {
  services: readonly Option[];
  cities: readonly Option[];
  extras: readonly Option[];
  homeSizes: readonly Option[];
  truckSizes: readonly Option[];
};

