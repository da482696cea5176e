import type { Conflict } from "../contract/revisions";

/** Answered 409 with conflictSchema's body; nothing was written. */
export class VersionConflict extends Error {
  constructor(readonly body: Conflict) {
    super(body.message);
    this.name = "VersionConflict";
  }
}

/** No version named always matches (old clients). */
export function versionMatches(expected: number | undefined, stored: number): boolean {
  return expected === undefined || expected === stored;
}
