import { loadConfigOrExit } from "../config";
import { BackupError, backupSqlite } from "./sqlite-backup";

/** `npm run db:backup [-- --out file.db]` (see api/cli/sqlite-backup.ts). */
async function main(): Promise<number> {
  const config = loadConfigOrExit();
  if (config.database.kind === "postgres") {
    console.error(
      "DATABASE_URL points at PostgreSQL: back it up with pg_dump, e.g.\n" +
        '  pg_dump --format=custom --file=manzil-$(date +%F).dump "$DATABASE_URL"\n' +
        `and copy the uploads folder (${config.uploadDir}) alongside.`,
    );
    return 1;
  }
  const args = process.argv.slice(2);
  const outIndex = args.indexOf("--out");
  if (outIndex >= 0 && !args[outIndex + 1]) {
    console.error("--out needs a file name");
    return 2;
  }
  try {
    const result = await backupSqlite(config, outIndex >= 0 ? args[outIndex + 1] : undefined);
    console.log(`Database backed up to ${result.file} (${(result.bytes / 1024).toFixed(0)} KB)`);
    console.log(`Uploads copied to ${result.uploadsDir} (${result.uploadFiles} files)`);
    console.log(`Restore with: npm run db:restore -- ${result.file}`);
    return 0;
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(error.message);
    return 1;
  }
}

process.exit(await main());
