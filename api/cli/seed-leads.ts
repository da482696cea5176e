import { sql } from "kysely";
import { loadConfigOrExit } from "../config";
import { openDatabase } from "../db/database";
import { migrateToLatest } from "../db/migrations";
import { fillLeads } from "../seed/lead-fill";

/** For the bench and trying the dashboard; never on a production database. */
const config = loadConfigOrExit();
const count = Number(process.argv[2] ?? 10_000);
const seed = Number(process.argv[3] ?? 1);
if (!Number.isInteger(count) || count < 1 || count > 5_000_000 || !Number.isInteger(seed)) {
  console.error("Usage: npm run seed:leads -- <count 1–5000000> [seed]");
  process.exit(2);
}
const database = openDatabase(config.database);
let code = 0;
try {
  await migrateToLatest(database.db);
  const started = Date.now();
  let shown = 0;
  await fillLeads(database.db, {
    count,
    seed,
    progress: (written) => {
      if (written - shown >= 50_000 || written === count) {
        shown = written;
        console.log(`${written} leads written (${Math.round((Date.now() - started) / 1000)} s)`);
      }
    },
  });
  // Fresh statistics, so the planner uses the indexes at once.
  await sql`analyze`.execute(database.db);
} catch (error) {
  code = 1;
  console.error((error as Error).message);
} finally {
  await database.close();
}
process.exit(code);
