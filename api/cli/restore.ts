import { loadConfigOrExit } from "../config";
import { BackupError, restoreSqlite } from "./sqlite-backup";

/** `npm run db:restore -- <backup.db>` (see api/cli/sqlite-backup.ts). */
async function main(): Promise<number> {
  const config = loadConfigOrExit();
  if (config.database.kind === "postgres") {
    console.error('DATABASE_URL points at PostgreSQL: restore with pg_restore, e.g.\n  pg_restore --clean --if-exists --dbname="$DATABASE_URL" manzil.dump\nand put the uploads folder back.');
    return 1;
  }
  const file = process.argv[2];
  if (!file) {
    console.error("Usage: npm run db:restore -- <backup file made by npm run db:backup>");
    return 2;
  }
  try {
    for (const line of await restoreSqlite(config, file)) console.log(line);
    return 0;
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(error.message);
    return 1;
  }
}

process.exit(await main());
