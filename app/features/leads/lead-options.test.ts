import { describe, expect, it } from "vitest";
import { MOVE_SERVICE_IDS, PROPERTY_SIZE_IDS } from "~contract/leads";
import { bookOptions } from "./lead-labels";
import { TRUCK_RENTAL_SERVICE, TRUCK_SIZE_IDS } from "./lead-options";

describe("lead options", () => {
  it("name ids the contract knows", () => {
    expect(MOVE_SERVICE_IDS).toContain(TRUCK_RENTAL_SERVICE);
    for (const id of TRUCK_SIZE_IDS) expect(PROPERTY_SIZE_IDS).toContain(id);
  });

  it("split the sizes into homes/offices and vehicles, together all of them", () => {
    const { homeSizes, truckSizes } = bookOptions();
    expect(truckSizes.map((s) => s.id)).toEqual([...TRUCK_SIZE_IDS]);
    expect([...homeSizes, ...truckSizes].map((s) => s.id).sort()).toEqual([...PROPERTY_SIZE_IDS].sort());
  });
});
