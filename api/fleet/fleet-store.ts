import type { CrewInput, CrewMember, Fleet, Vehicle, VehicleInput } from "../contract/fleet";
import { type Db, isUniqueViolation } from "../db/database";
import type { CrewMemberRow, VehicleRow } from "../db/schema";
import { HttpError } from "../lib/http-errors";
import { newId } from "../lib/ids";
import { isoNow } from "../lib/time";

const registrationTaken = (registration: string) =>
  new HttpError(409, `A vehicle with registration ${registration} is already in the fleet`, { registration: [`${registration} is already in the fleet`] });

const toVehicle = (row: VehicleRow): Vehicle => ({
  _id: row.id,
  registration: row.registration,
  vehicleClass: row.vehicle_class as Vehicle["vehicleClass"],
  capacityCft: row.capacity_cft,
  city: row.city as Vehicle["city"],
  active: row.retired_at === null,
  retiredAt: row.retired_at,
  createdAt: row.created_at,
});

const toCrewMember = (row: CrewMemberRow): CrewMember => ({
  _id: row.id,
  name: row.name,
  phone: row.phone,
  role: row.role as CrewMember["role"],
  city: row.city as CrewMember["city"],
  active: row.retired_at === null,
  retiredAt: row.retired_at,
  createdAt: row.created_at,
});

/** Nothing is deleted, so a job that named a truck or a person still names them. */
export class FleetStore {
  constructor(private readonly db: Db) {}

  async list(): Promise<Fleet> {
    const [vehicles, crew] = await Promise.all([
      this.db.selectFrom("vehicles").selectAll().orderBy("city").orderBy("registration").execute(),
      this.db.selectFrom("crew_members").selectAll().orderBy("city").orderBy("name").orderBy("id").execute(),
    ]);
    const activeFirst = <T extends { active: boolean }>(items: T[]) => [...items.filter((i) => i.active), ...items.filter((i) => !i.active)];
    return { vehicles: activeFirst(vehicles.map(toVehicle)), crew: activeFirst(crew.map(toCrewMember)) };
  }

  /** A retry with the key answers the first vehicle. */
  async addVehicle(input: VehicleInput, idempotencyKey: string | null): Promise<Vehicle> {
    if (idempotencyKey) {
      const earlier = await this.db.selectFrom("vehicles").selectAll().where("idempotency_key", "=", idempotencyKey).executeTakeFirst();
      if (earlier) return toVehicle(earlier);
    }
    const now = isoNow();
    const row: VehicleRow = {
      id: newId(),
      registration: input.registration,
      vehicle_class: input.vehicleClass,
      capacity_cft: input.capacityCft,
      city: input.city,
      retired_at: null,
      idempotency_key: idempotencyKey,
      created_at: now,
      updated_at: now,
    };
    try {
      await this.db.insertInto("vehicles").values(row).execute();
      return toVehicle(row);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (idempotencyKey) {
        const earlier = await this.db.selectFrom("vehicles").selectAll().where("idempotency_key", "=", idempotencyKey).executeTakeFirst();
        if (earlier) return toVehicle(earlier);
      }
      throw registrationTaken(input.registration);
    }
  }

  async updateVehicle(id: string, input: VehicleInput): Promise<Vehicle | undefined> {
    try {
      const row = await this.db
        .updateTable("vehicles")
        .set({ registration: input.registration, vehicle_class: input.vehicleClass, capacity_cft: input.capacityCft, city: input.city, updated_at: isoNow() })
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirst();
      return row ? toVehicle(row) : undefined;
    } catch (error) {
      if (isUniqueViolation(error)) throw registrationTaken(input.registration);
      throw error;
    }
  }

  async setVehicleActive(id: string, active: boolean): Promise<Vehicle | undefined> {
    const now = isoNow();
    const row = await this.db
      .updateTable("vehicles")
      .set({ retired_at: active ? null : now, updated_at: now })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst();
    return row ? toVehicle(row) : undefined;
  }

  async addCrewMember(input: CrewInput, idempotencyKey: string | null): Promise<CrewMember> {
    const earlier = () => this.db.selectFrom("crew_members").selectAll().where("idempotency_key", "=", idempotencyKey!).executeTakeFirst();
    if (idempotencyKey) {
      const found = await earlier();
      if (found) return toCrewMember(found);
    }
    const now = isoNow();
    const row: CrewMemberRow = { id: newId(), ...input, retired_at: null, idempotency_key: idempotencyKey, created_at: now, updated_at: now };
    try {
      await this.db.insertInto("crew_members").values(row).execute();
      return toCrewMember(row);
    } catch (error) {
      const found = idempotencyKey && isUniqueViolation(error) ? await earlier() : undefined;
      if (found) return toCrewMember(found);
      throw error;
    }
  }

  async updateCrewMember(id: string, input: CrewInput): Promise<CrewMember | undefined> {
    const row = await this.db
      .updateTable("crew_members")
      .set({ name: input.name, phone: input.phone, role: input.role, city: input.city, updated_at: isoNow() })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst();
    return row ? toCrewMember(row) : undefined;
  }

  async setCrewMemberActive(id: string, active: boolean): Promise<CrewMember | undefined> {
    const now = isoNow();
    const row = await this.db
      .updateTable("crew_members")
      .set({ retired_at: active ? null : now, updated_at: now })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst();
    return row ? toCrewMember(row) : undefined;
  }
}
