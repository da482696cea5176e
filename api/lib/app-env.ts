import type { HttpBindings } from "@hono/node-server";

export interface StaffUser {
  id: string;
  email: string;
  name: string;
}

/** Hono typing shared by the app and its routes. */
export interface AppEnv {
  Bindings: HttpBindings;
  Variables: {
    /** Set by requireStaff / readStaff when a valid bearer token came with the request. */
    staff?: StaffUser;
    /** The raw bearer token of the request (for logout). */
    token?: string;
  };
}
