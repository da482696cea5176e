import type { ChildProcess } from "node:child_process";
import { stop, waitForHttp } from "./processes";

/** 4 missed polls of 5 s, 3 s apart (~32 s): a busy live process on 2 cores answers within 5 s. */
export interface Liveness {
  intervalMs: number;
  timeoutMs: number;
  failures: number;
}
export const DEFAULT_LIVENESS: Liveness = { intervalMs: 3_000, timeoutMs: 5_000, failures: 4 };

/**
 * Restarts with backoff so a crashed API leaves the website answering; a child dying before its first ready fails
 * `npm start`. A hung child is SIGKILLed after polls with no HTTP answer; any status counts, since a new API would
 * not bring a down database back.
 */
export interface SupervisedOptions {
  name: string;
  start: () => ChildProcess;
  readyUrl: string;
  log?: (line: string) => void;
  minDelayMs?: number;
  maxDelayMs?: number;
  stableAfterMs?: number;
  liveness?: Partial<Liveness> | false;
}

export class Supervised {
  private child: ChildProcess | undefined;
  private stopping = false;
  private delayMs: number;
  private restarts = 0;
  private timer: NodeJS.Timeout | undefined;
  private livenessTimer: NodeJS.Timeout | undefined;
  private killedBecause: string | undefined;

  constructor(private readonly options: SupervisedOptions) {
    this.delayMs = options.minDelayMs ?? 500;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  get restartCount(): number {
    return this.restarts;
  }

  async start(): Promise<void> {
    const child = this.spawn();
    await waitForHttp(this.options.readyUrl, child);
    this.watch(child);
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    clearTimeout(this.livenessTimer);
    if (this.child) await stop(this.child);
  }

  private spawn(): ChildProcess {
    const child = this.options.start();
    const startedAt = Date.now();
    this.child = child;
    this.killedBecause = undefined;
    child.once("exit", (code, signal) => {
      if (this.stopping || child !== this.child) return;
      clearTimeout(this.livenessTimer);
      const ranMs = Date.now() - startedAt;
      if (ranMs >= (this.options.stableAfterMs ?? 60_000)) this.delayMs = this.options.minDelayMs ?? 500;
      const wait = this.delayMs;
      this.delayMs = Math.min(this.delayMs * 2, this.options.maxDelayMs ?? 30_000);
      this.restarts++;
      const how = this.killedBecause ? `was killed because it ${this.killedBecause}` : `exited unexpectedly (${signal ?? `code ${code}`})`;
      this.say(
        `${this.options.name} ${how} after ${(ranMs / 1000).toFixed(1)} s; ` +
          `restarting in ${(wait / 1000).toFixed(1)} s (restart ${this.restarts}). The other process keeps running.`,
      );
      this.timer = setTimeout(() => this.restart(), wait);
    });
    return child;
  }

  private restart(): void {
    if (this.stopping) return;
    const child = this.spawn();
    waitForHttp(this.options.readyUrl, child).then(
      () => {
        this.say(`${this.options.name} is back (pid ${child.pid}).`);
        this.watch(child);
      },
      () => {},
    );
  }

  private watch(child: ChildProcess): void {
    if (this.options.liveness === false) return;
    const { intervalMs, timeoutMs, failures } = { ...DEFAULT_LIVENESS, ...this.options.liveness };
    let missed = 0;
    const poll = async () => {
      if (this.stopping || child !== this.child || child.exitCode !== null || child.signalCode !== null) return;
      let problem: string | undefined;
      try {
        const response = await fetch(this.options.readyUrl, { signal: AbortSignal.timeout(timeoutMs) });
        await response.body?.cancel();
      } catch (error) {
        problem = (error as Error).name === "TimeoutError" ? `no answer within ${timeoutMs} ms` : `${(error as Error).message}`;
      }
      if (this.stopping || child !== this.child) return;
      if (problem === undefined) {
        if (missed > 0) this.say(`${this.options.name} answers its health check again after ${missed} miss(es).`);
        missed = 0;
      } else if (++missed >= failures) {
        this.killedBecause = `stopped answering ${this.options.readyUrl} (${missed} checks in a row: ${problem})`;
        this.say(`${this.options.name} (pid ${child.pid}) ${this.killedBecause}: killing it to start a new one.`);
        child.kill("SIGKILL");
        return;
      } else {
        this.say(`${this.options.name} health check missed (${missed} of ${failures}): ${problem}.`);
      }
      this.livenessTimer = setTimeout(() => void poll(), intervalMs);
    };
    this.livenessTimer = setTimeout(() => void poll(), intervalMs);
  }

  private say(line: string): void {
    (this.options.log ?? console.error)(`[supervisor] ${line}`);
  }
}
