/** The uploads copy that db:backup writes beside a backup file (and db:restore reads). */
export function uploadsDirOfBackup(backupFile: string): string {
  return backupFile.replace(/\.db$/i, "") + "-uploads";
}
