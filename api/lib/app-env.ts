import type { HttpBindings } from "@hono/node-server";

export interface StaffUser {
  id: string;
  email: string;
  name: string;
}

export interface AppEnv {
  Bindings: HttpBindings;
  Variables: {
    /** Set by requireStaff / readStaff when a valid bearer token came with the request. */
    staff?: StaffUser;
    /** For logout. */
    token?: string;
  };
}
