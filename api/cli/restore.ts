import { cp, readFile, rename, rm } from "node:fs/promises";
import { existsSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { loadConfigOrExit } from "../config";
import { pidFileOf } from "../lib/pid-file";
import { uploadsDirOfBackup } from "./backup-files";

/**
 * `npm run db:restore -- <backup.db>`: puts a backup made by db:backup back
 * in place (and its uploads, when the -uploads folder is beside it). Refuses
 * while the API runs. The current database and uploads are kept aside
 * (*.before-restore-<timestamp>) rather than deleted.
 */

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function apiRunning(config: ReturnType<typeof loadConfigOrExit>): Promise<string | null> {
  const pidFile = pidFileOf(config.dataDir);
  if (existsSync(pidFile)) {
    try {
      const { pid } = JSON.parse(await readFile(pidFile, "utf8")) as { pid: number };
      if (pid !== process.pid && isAlive(pid)) return `the API (pid ${pid}, see ${pidFile}) is running`;
    } catch {
      // unreadable pid file: fall through to the health check
    }
  }
  try {
    const host = config.host.includes(":") ? `[${config.host}]` : config.host;
    const res = await fetch(`http://${host}:${config.port}/api/health`, { signal: AbortSignal.timeout(1000) });
    if (res.ok || res.status === 503) return `an API answers on ${host}:${config.port}`;
  } catch {
    // nothing listening: good
  }
  return null;
}

function checkBackup(file: string): string | null {
  let db: SQLite.Database | undefined;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
    const check = db.pragma("quick_check", { simple: true });
    if (check !== "ok") return `it fails SQLite's integrity check (${String(check)})`;
    const tables = db.prepare("select name from sqlite_master where type = 'table' and name in ('blogs', 'users', 'leads')").all();
    if (tables.length < 3) return "it is not a database of this site";
    return null;
  } catch (error) {
    return `it cannot be opened as SQLite (${(error as Error).message})`;
  } finally {
    db?.close();
  }
}

async function main(): Promise<number> {
  const config = loadConfigOrExit();
  if (config.database.kind === "postgres") {
    console.error('DATABASE_URL points at PostgreSQL: restore with pg_restore, e.g.\n  pg_restore --clean --if-exists --dbname="$DATABASE_URL" manzil.dump\nand put the uploads folder back.');
    return 1;
  }
  const source = process.argv[2] ? path.resolve(process.argv[2]) : "";
  if (!source) {
    console.error("Usage: npm run db:restore -- <backup file made by npm run db:backup>");
    return 2;
  }
  if (!existsSync(source)) {
    console.error(`No such file: ${source}`);
    return 1;
  }
  const problem = checkBackup(source);
  if (problem) {
    console.error(`Not restoring ${source}: ${problem}.`);
    return 1;
  }
  const running = await apiRunning(config);
  if (running) {
    console.error(`Not restoring: ${running}. Stop it first, then run this again.`);
    return 1;
  }

  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const target = config.database.file;
  if (existsSync(target)) {
    // Keep the current data, consistent (WAL folded in), beside the new one.
    const current = new SQLite(target, { fileMustExist: true });
    const aside = `${target}.before-restore-${stamp}`;
    try {
      await current.backup(aside);
    } finally {
      current.close();
    }
    console.log(`Current database kept as ${aside}`);
  }
  for (const suffix of ["", "-wal", "-shm"]) await rm(`${target}${suffix}`, { force: true });
  await cp(source, target);

  const uploadsBackup = uploadsDirOfBackup(source);
  if (existsSync(uploadsBackup)) {
    if (existsSync(config.uploadDir)) {
      const aside = `${config.uploadDir}.before-restore-${stamp}`;
      await rename(config.uploadDir, aside);
      console.log(`Current uploads kept as ${aside}`);
    }
    await cp(uploadsBackup, config.uploadDir, { recursive: true });
    console.log(`Uploads restored from ${uploadsBackup}`);
  } else {
    console.log(`No uploads folder beside the backup (${uploadsBackup}): uploads left as they are.`);
  }
  console.log(`Database restored from ${source}. Start the API again.`);
  return 0;
}

process.exit(await main());
