import path from "node:path";

/** Where a running API on SQLite announces itself, so db:restore can refuse to run under it. */
export function pidFileOf(dataDir: string): string {
  return path.join(dataDir, "api.pid");
}
