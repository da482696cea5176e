import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { MdxFacts } from "./mdx-facts";

/** Like `eslint --cache`: one changed file, one parse. Another `version` of the parsing code starts the cache afresh. */
type Entry = { hash: string; facts: MdxFacts };

export class MdxFactsCache {
  private entries: Record<string, Entry> = {};
  private changed = false;

  constructor(
    private readonly file: string,
    private readonly version: string,
  ) {
    try {
      const stored = JSON.parse(readFileSync(file, "utf8")) as { version?: string; entries?: Record<string, Entry> };
      if (stored.version === version && stored.entries) this.entries = stored.entries;
    } catch {
      // No cache yet, or one cut short: every file is parsed.
    }
  }

  get(rel: string, source: string): MdxFacts | undefined {
    const entry = this.entries[rel];
    return entry?.hash === hashOf(source) ? entry.facts : undefined;
  }

  set(rel: string, source: string, facts: MdxFacts) {
    this.entries[rel] = { hash: hashOf(source), facts };
    this.changed = true;
  }

  /** Keeps only the files seen this run; written aside and renamed, so two checks at once never read half a file. */
  save(seen: Iterable<string>) {
    const kept = Object.fromEntries([...seen].filter((rel) => this.entries[rel]).map((rel) => [rel, this.entries[rel]]));
    if (!this.changed && Object.keys(kept).length === Object.keys(this.entries).length) return;
    mkdirSync(path.dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify({ version: this.version, entries: kept }));
    renameSync(temporary, this.file);
  }
}

const hashOf = (source: string) => createHash("sha1").update(source).digest("base64");
