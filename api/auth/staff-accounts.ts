import type { Db } from "../db/database";
import { newId } from "../lib/ids";
import { isoNow } from "../lib/time";
import { hashPassword } from "./passwords";

export async function createStaff(db: Db, input: { email: string; name: string; password: string; log2N: number }): Promise<string> {
  const id = newId();
  const now = isoNow();
  await db
    .insertInto("users")
    .values({
      id,
      email: input.email.trim().toLowerCase(),
      name: input.name.trim(),
      password_hash: await hashPassword(input.password, input.log2N),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}
