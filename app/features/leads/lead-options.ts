import type { Option } from "~/shared/forms/fields";

/** Importing the contract would ship zod with every form page; lead-options.test.ts checks these against it. */
export const TRUCK_RENTAL_SERVICE = "truck-rental";
export const TRUCK_SIZE_IDS: readonly string[] = ["suzuki", "shehzore", "mazda"];
export const isTruckSize = (id: unknown) => typeof id === "string" && TRUCK_SIZE_IDS.includes(id);

export type BookOptions = {
  services: readonly Option[];
  cities: readonly Option[];
  extras: readonly Option[];
  homeSizes: readonly Option[];
  truckSizes: readonly Option[];
};

