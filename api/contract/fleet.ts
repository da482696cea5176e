import { z } from "zod";
import { isoDateTime } from "./common";
import { CITIES, phoneSchema } from "./leads";

/** Nothing a past job names is deleted: vehicles and people are retired, and can come back. */
const FLEET_LIMITS = { registration: 20, name: 100, capacity: 5_000, notes: 500 } as const;

export const VEHICLE_CLASSES = [
  { id: "suzuki_pickup", label: "Suzuki pickup" },
  { id: "shehzore", label: "Shehzore" },
  { id: "mazda", label: "Mazda truck" },
  { id: "container_20ft", label: "20-ft container" },
  { id: "other", label: "Other" },
] as const;
export const VEHICLE_CLASS_IDS = VEHICLE_CLASSES.map((v) => v.id) as [VehicleClass, ...VehicleClass[]];
export type VehicleClass = (typeof VEHICLE_CLASSES)[number]["id"];
export const VEHICLE_CLASS_LABELS = Object.fromEntries(VEHICLE_CLASSES.map((v) => [v.id, v.label])) as Record<VehicleClass, string>;

export const CREW_ROLES = [
  { id: "driver", label: "Driver" },
  { id: "helper", label: "Helper" },
  { id: "packer", label: "Packer" },
  { id: "crew_lead", label: "Crew lead" },
] as const;
export type CrewRole = (typeof CREW_ROLES)[number]["id"];
export const CREW_ROLE_IDS = CREW_ROLES.map((r) => r.id) as [CrewRole, ...CrewRole[]];
export const CREW_ROLE_LABELS = Object.fromEntries(CREW_ROLES.map((r) => [r.id, r.label])) as Record<CrewRole, string>;

export const FLEET_CITIES = CITIES.filter((c) => c.id !== "other");
type FleetCity = (typeof FLEET_CITIES)[number]["id"];
export const FLEET_CITY_IDS = FLEET_CITIES.map((c) => c.id) as [FleetCity, ...FleetCity[]];
export const FLEET_CITY_LABELS = Object.fromEntries(FLEET_CITIES.map((c) => [c.id, c.label])) as Record<FleetCity, string>;

const city = z.enum(FLEET_CITY_IDS, "Choose a city");

const REGISTRATION_MESSAGE = "Enter the registration as on the number plate, e.g. LES-1234";
/** "LES-1234", "KHI 4455", "ICT-AB-12". */
const registrationSchema = z
  .string()
  .trim()
  .min(1, "Registration is required")
  .max(FLEET_LIMITS.registration, REGISTRATION_MESSAGE)
  .transform((value) => value.toUpperCase().replace(/\s+/g, " "))
  .pipe(z.string().regex(/^[A-Z0-9]+(?:[ -][A-Z0-9]+)*$/, REGISTRATION_MESSAGE));

/** PUT takes the same. */
export const vehicleInputSchema = z.object({
  registration: registrationSchema,
  vehicleClass: z.enum(VEHICLE_CLASS_IDS, "Choose the vehicle's class"),
  capacityCft: z
    .number("Capacity must be a whole number of cubic feet")
    .int("Capacity must be a whole number of cubic feet")
    .min(1, "Capacity must be at least 1 cubic foot")
    .max(FLEET_LIMITS.capacity, `Capacity must be at most ${FLEET_LIMITS.capacity} cubic feet`),
  city,
});
export type VehicleInput = z.infer<typeof vehicleInputSchema>;

/** PUT takes the same. */
export const crewInputSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(FLEET_LIMITS.name, `Name must be at most ${FLEET_LIMITS.name} characters`),
  phone: phoneSchema,
  role: z.enum(CREW_ROLE_IDS, "Choose a role"),
  city,
});
export type CrewInput = z.infer<typeof crewInputSchema>;

/** Retire and reinstate take no body. */
export const vehicleSchema = z.object({
  _id: z.string(),
  registration: z.string(),
  vehicleClass: z.enum(VEHICLE_CLASS_IDS),
  capacityCft: z.number().int(),
  city: z.enum(FLEET_CITY_IDS),
  active: z.boolean(),
  retiredAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type Vehicle = z.infer<typeof vehicleSchema>;

export const crewMemberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  role: z.enum(CREW_ROLE_IDS),
  city: z.enum(FLEET_CITY_IDS),
  active: z.boolean(),
  retiredAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type CrewMember = z.infer<typeof crewMemberSchema>;

export const fleetSchema = z.object({ vehicles: z.array(vehicleSchema), crew: z.array(crewMemberSchema) });
export type Fleet = z.infer<typeof fleetSchema>;
