import { existsSync } from "node:fs";
import { cp, mkdir, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import SQLite from "better-sqlite3";
import type { Config } from "../config";
import { pidFileOf } from "../lib/pid-file";

/** Through SQLite's online backup API (consistent while the API runs), with uploads beside it. PostgreSQL uses pg_dump. */

export class BackupError extends Error {
  name = "BackupError";
}

export function uploadsDirOfBackup(backupFile: string): string {
  return backupFile.replace(/\.db$/i, "") + "-uploads";
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, "-");

function sqliteFile(config: Config): string {
  if (config.database.kind !== "sqlite") throw new BackupError("not a SQLite installation");
  return config.database.file;
}

export async function backupSqlite(config: Config, out?: string): Promise<{ file: string; bytes: number; uploadsDir: string; uploadFiles: number }> {
  const source = sqliteFile(config);
  const file = path.resolve(out ?? path.join(config.dataDir, "backups", `manzil-${stamp()}.db`));
  if (!existsSync(source)) throw new BackupError(`No database at ${source} (start the API once, or check DATA_DIR).`);
  if (existsSync(file)) throw new BackupError(`${file} already exists; choose another --out.`);
  await mkdir(path.dirname(file), { recursive: true });
  const db = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    await db.backup(file);
  } finally {
    db.close();
  }
  // A self-contained single file (no -wal beside it) that can be copied as is.
  const copy = new SQLite(file);
  try {
    copy.pragma("journal_mode = DELETE");
  } finally {
    copy.close();
  }
  const uploadsDir = uploadsDirOfBackup(file);
  let uploadFiles = 0;
  if (existsSync(config.uploadDir)) {
    // Uploads are never rewritten in place, so a copy after the snapshot holds every file it names.
    await cp(config.uploadDir, uploadsDir, { recursive: true, filter: (name) => path.basename(name) !== ".tmp" });
    uploadFiles = (await readdir(uploadsDir)).length;
  }
  return { file, bytes: (await stat(file)).size, uploadsDir, uploadFiles };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export async function apiRunning(config: Config): Promise<string | null> {
  const pidFile = pidFileOf(config.dataDir);
  if (existsSync(pidFile)) {
    try {
      const { pid } = JSON.parse(await readFile(pidFile, "utf8")) as { pid: number };
      if (isAlive(pid)) return `the API (pid ${pid}, see ${pidFile}) is running`;
    } catch {
      // unreadable pid file: the health check below decides
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
    return tables.length < 3 ? "it is not a database of this site" : null;
  } catch (error) {
    return `it cannot be opened as SQLite (${(error as Error).message})`;
  } finally {
    db?.close();
  }
}

/** Refuses while an API runs on this data; the current data is kept aside (*.before-restore-<timestamp>). */
export async function restoreSqlite(config: Config, backupFile: string): Promise<string[]> {
  const target = sqliteFile(config);
  const source = path.resolve(backupFile);
  if (!existsSync(source)) throw new BackupError(`No such file: ${source}`);
  const problem = checkBackup(source);
  if (problem) throw new BackupError(`Not restoring ${source}: ${problem}.`);
  const running = await apiRunning(config);
  if (running) throw new BackupError(`Not restoring: ${running}. Stop it first, then run this again.`);

  const done: string[] = [];
  const when = stamp();
  if (existsSync(target)) {
    const aside = `${target}.before-restore-${when}`;
    const current = new SQLite(target, { fileMustExist: true });
    try {
      await current.backup(aside); // folds in any WAL content
    } finally {
      current.close();
    }
    done.push(`Current database kept as ${aside}`);
  }
  for (const suffix of ["", "-wal", "-shm"]) await rm(`${target}${suffix}`, { force: true });
  await cp(source, target);

  const uploadsBackup = uploadsDirOfBackup(source);
  if (existsSync(uploadsBackup)) {
    if (existsSync(config.uploadDir)) {
      const aside = `${config.uploadDir}.before-restore-${when}`;
      await rename(config.uploadDir, aside);
      done.push(`Current uploads kept as ${aside}`);
    }
    await cp(uploadsBackup, config.uploadDir, { recursive: true });
    done.push(`Uploads restored from ${uploadsBackup}`);
  } else {
    done.push(`No uploads folder beside the backup (${uploadsBackup}): uploads left as they are.`);
  }
  done.push(`Database restored from ${source}. Start the API again.`);
  return done;
}
