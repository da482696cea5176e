import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import { domPurifyConfig } from "~contract/html-allowlist";
import { env } from "~/shared/env.server";

/**
 * Sanitized again although the API does at write: another server may honour the contract. DOMPurify needs
 * jsdom (~90 MB, slow), so results are memoised per post version and jsdom runs in a worker stopped after
 * SANITIZER_IDLE_MS idle, giving its memory back.
 */
const MAX_ENTRIES = 500;
/** A sanitization that takes longer is abandoned and the worker restarted. */
const CALL_TIMEOUT_MS = 10_000;
/** Loading jsdom takes over 10 s on a saturated machine; a post page answered 500 for a cold start. */
const STARTUP_TIMEOUT_MS = 30_000;

const ALLOWED = domPurifyConfig();

// CommonJS run with eval: no separate file to locate in the build.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const DOMPurify = require(workerData.dompurify);
parentPort.postMessage({ ready: true });
// DOMPurify's allowlist is global (any listed attribute on any listed tag, and
// data: images always); the contract's is per tag and per attribute scheme.
// This hook applies the contract's rules exactly as hast-util-sanitize does.
let policy = null;
DOMPurify.addHook("uponSanitizeAttribute", (node, data) => {
  if (!policy) return;
  const allowed = policy.attributes[node.nodeName.toLowerCase()] || [];
  if (!allowed.includes(data.attrName)) {
    data.keepAttr = false;
    return;
  }
  const schemes = policy.protocols[data.attrName];
  if (!schemes) return;
  const value = String(data.attrValue);
  const colon = value.indexOf(":");
  const [question, hash, slash] = ["?", "#", "/"].map((c) => value.indexOf(c));
  const relative = colon < 0 || (slash > -1 && colon > slash) || (question > -1 && colon > question) || (hash > -1 && colon > hash);
  if (!relative && !schemes.includes(value.slice(0, colon).toLowerCase())) data.keepAttr = false;
});
parentPort.on("message", ({ id, html, config }) => {
  try {
    policy = config.POLICY || null;
    parentPort.postMessage({ id, clean: String(DOMPurify.sanitize(html, config)) });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;

type Pending = { resolve: (clean: string) => void; reject: (error: Error) => void; timer: NodeJS.Timeout };

export class Sanitizer {
  private worker: Worker | undefined;
  private ready = false;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private idleTimer: NodeJS.Timeout | undefined;
  private readonly cache = new Map<string, Promise<string>>();
  private readonly dompurify = createRequire(import.meta.url).resolve("isomorphic-dompurify");

  constructor(
    private readonly idleMs = env().SANITIZER_IDLE_MS,
    private readonly timeouts = { callMs: CALL_TIMEOUT_MS, startupMs: STARTUP_TIMEOUT_MS },
  ) {}

  get running(): boolean {
    return this.worker !== undefined;
  }

  /** Sanitized HTML; with a key (post id + version), memoised. */
  sanitize(html: string, key?: string): Promise<string> {
    if (!key) return this.run(html);
    const hit = this.cache.get(key);
    if (hit) {
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit;
    }
    const clean = this.run(html);
    this.cache.set(key, clean);
    clean.catch(() => this.cache.delete(key));
    if (this.cache.size > MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value as string);
    return clean;
  }

  async stop(): Promise<void> {
    clearTimeout(this.idleTimer);
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private run(html: string): Promise<string> {
    clearTimeout(this.idleTimer);
    const worker = (this.worker ??= this.start());
    const id = ++this.nextId;
    const allowed = this.ready ? this.timeouts.callMs : this.timeouts.startupMs + this.timeouts.callMs;
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.failAll(new Error(`sanitizing took longer than ${allowed} ms`));
        void this.stop();
      }, allowed);
      this.pending.set(id, { resolve, reject, timer });
      worker.postMessage({ id, html, config: ALLOWED });
    });
  }

  private start(): Worker {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { dompurify: this.dompurify } });
    this.ready = false;
    worker.unref();
    worker.on("message", ({ id, clean, error, ready }: { id: number; clean?: string; error?: string; ready?: boolean }) => {
      if (ready) {
        if (this.worker === worker) this.ready = true;
        return;
      }
      const call = this.pending.get(id);
      if (!call) return;
      this.pending.delete(id);
      clearTimeout(call.timer);
      if (error !== undefined || clean === undefined) call.reject(new Error(`sanitizing failed: ${error}`));
      else call.resolve(clean);
      if (this.pending.size === 0) {
        clearTimeout(this.idleTimer);
        this.idleTimer = setTimeout(() => void this.stop(), this.idleMs);
        this.idleTimer.unref();
      }
    });
    worker.on("error", (error) => this.failAll(error));
    worker.on("exit", () => {
      // An idle worker stopped by stop() has no calls left; a successor may already be running.
      if (this.worker !== worker) return;
      this.worker = undefined;
      this.failAll(new Error("the sanitizer stopped"));
    });
    return worker;
  }

  private failAll(error: Error): void {
    for (const [id, call] of this.pending) {
      clearTimeout(call.timer);
      call.reject(error);
      this.pending.delete(id);
    }
  }
}

const sanitizer = new Sanitizer();

export function sanitizePostHtml(html: string, key?: string): Promise<string> {
  return sanitizer.sanitize(html, key);
}
