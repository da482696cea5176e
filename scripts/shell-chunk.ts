import path from "node:path";
import type { GetModuleInfo } from "rollup";

/**
 * One chunk for the app's own code that the root route imports (header,
 * footer, icons, the regional phone, site details): every page loads all of
 * it anyway, and as one file it compresses better than as a dozen small ones
 * (issue 16). Packages stay in Vite's own chunks; code that only some pages
 * import stays with those pages.
 */
export function shellChunks(appDir: string) {
  const root = path.join(appDir, "root.tsx");
  const memo = new Map<string, boolean>();

  const reachableFromRoot = (id: string, getModuleInfo: GetModuleInfo, seen: Set<string>): boolean => {
    if (id === root) return true;
    const known = memo.get(id);
    if (known !== undefined) return known;
    if (seen.has(id)) return false;
    seen.add(id);
    const importers = getModuleInfo(id)?.importers ?? [];
    const result = importers.some((importer) => reachableFromRoot(importer, getModuleInfo, seen));
    memo.set(id, result);
    return result;
  };

  return (id: string, { getModuleInfo }: { getModuleInfo: GetModuleInfo }): string | undefined => {
    if (id.includes("/node_modules/") || id.startsWith("\0") || id === root) return undefined;
    return reachableFromRoot(id, getModuleInfo, new Set()) ? "shell" : undefined;
  };
}
