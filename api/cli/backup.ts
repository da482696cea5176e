import { loadConfigOrExit } from "../config";
import { BackupError, backupSqlite } from "./sqlite-backup";

async function main(): Promise<number> {
  const config = loadConfigOrExit();
  // Uploads in a bucket are not copied here: the bucket is backed up on its own side (README, Backups).
  const bucketNote = config.s3
    ? `Uploads live in the bucket ${config.s3.bucket} and are not in this backup: keep bucket versioning on, or copy it with e.g.\n` +
      `  aws s3 sync s3://${config.s3.bucket} ./manzil-uploads-$(date +%F)${config.s3.endpoint ? ` --endpoint-url ${config.s3.endpoint}` : ""}`
    : null;
  if (config.database.kind === "postgres") {
    console.error(
      "DATABASE_URL points at PostgreSQL: back it up with pg_dump, e.g.\n" +
        '  pg_dump --format=custom --file=manzil-$(date +%F).dump "$DATABASE_URL"\n' +
        (bucketNote ? `and see to the bucket.\n${bucketNote}` : `and copy the uploads folder (${config.uploadDir}) alongside.`),
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
    console.log(bucketNote ?? `Uploads copied to ${result.uploadsDir} (${result.uploadFiles} files)`);
    console.log(`Restore with: npm run db:restore -- ${result.file}`);
    return 0;
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(error.message);
    return 1;
  }
}

process.exit(await main());
