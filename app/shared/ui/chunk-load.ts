/** docs/requirements.md (Messages, Constants): 120 000 ms, "Loading chunk {n} failed". Callers keep the plain version working. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export type ChunkFailure = "timeout" | "error";

export class ChunkLoadError extends Error {
  name = "ChunkLoadError";
  constructor(
    readonly chunk: string,
    readonly type: ChunkFailure,
    readonly reason?: string,
  ) {
    super(`Loading chunk ${chunk} failed.\n(${type}${reason ? `: ${reason}` : ""})`);
  }
}

export function loadChunk<T>(chunk: string, importer: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunk, "timeout")), timeoutMs);
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(chunk, "error", error instanceof Error ? error.message : String(error)));
      },
    );
  });
}
