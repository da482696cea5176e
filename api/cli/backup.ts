import { cp, mkdir, readdir, stat } from "node:fs/promises";
import { existsSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { loadConfigOrExit } from "../config";
import { uploadsDirOfBackup } from "./backup-files";

/**
 * `npm run db:backup [-- --out file.db]`: an online backup of the SQLite
 * database (consistent while the API runs, via SQLite's backup API) into
 * DATA_DIR/backups/manzil-<timestamp>.db, plus a copy of the uploads beside
 * it (<name>-uploads/). PostgreSQL installations use pg_dump instead.
 */

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
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const out = path.resolve(outIndex >= 0 ? args[outIndex + 1]! : path.join(config.dataDir, "backups", `manzil-${stamp}.db`));
  if (!existsSync(config.database.file)) {
    console.error(`No database at ${config.database.file} (start the API once, or check DATA_DIR).`);
    return 1;
  }
  if (existsSync(out)) {
    console.error(`${out} already exists; choose another --out.`);
    return 1;
  }
  await mkdir(path.dirname(out), { recursive: true });
  const db = new SQLite(config.database.file, { readonly: true, fileMustExist: true });
  try {
    await db.backup(out);
  } finally {
    db.close();
  }
  // A self-contained single file (no -wal beside it) that can be copied as is.
  const copy = new SQLite(out);
  try {
    copy.pragma("journal_mode = DELETE");
  } finally {
    copy.close();
  }
  const uploadsOut = uploadsDirOfBackup(out);
  let files = 0;
  if (existsSync(config.uploadDir)) {
    // Files are never rewritten in place, so a plain copy after the database
    // snapshot holds every file the snapshot refers to.
    await cp(config.uploadDir, uploadsOut, { recursive: true, filter: (source) => path.basename(source) !== ".tmp" });
    files = (await readdir(uploadsOut)).length;
  }
  const size = (await stat(out)).size;
  console.log(`Database backed up to ${out} (${(size / 1024).toFixed(0)} KB)`);
  console.log(`Uploads copied to ${uploadsOut} (${files} files)`);
  console.log(`Restore with: npm run db:restore -- ${out}`);
  return 0;
}

process.exit(await main());
