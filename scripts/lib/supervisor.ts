import type { ChildProcess } from "node:child_process";
import { stop, waitForHttp } from "./processes";

/**
 * Liveness polling defaults: a child that misses 4 polls in a row, each given 5 s and 3 s apart,
 * is replaced (~32 s of silence, within the 45 s an operator may wait). A busy but live process
 * (a 2-core machine under a test suite) answers within 5 s; four misses is not a slow moment.
 */
export interface Liveness {
  intervalMs: number;
  timeoutMs: number;
  failures: number;
}
export const DEFAULT_LIVENESS: Liveness = { intervalMs: 3_000, timeoutMs: 5_000, failures: 4 };

/**
 * Keeps one child process running: when it exits without being
 * asked to, it is started again after a pause that doubles with each quick
 * failure (0.5 s, 1 s, 2 s … at most 30 s) and goes back to 0.5 s once a run
 * has lasted a minute. The other process keeps running meanwhile, so a
 * crashed API leaves the website answering (content pages in full, blog
 * pages with the required error message, docs/requirements.md) and the website recovers by itself.
 *
 * The first start is different: a child that dies before it ever became
 * ready (a bad configuration, a port in use) fails `npm start` at once with
 * its own message, instead of being retried forever.
 *
 * A child that is running but no longer answers (stopped, deadlocked, stuck
 * in a loop) is replaced too: once ready, its health URL is polled, and
 * `liveness.failures` polls in a row without any HTTP answer within
 * `liveness.timeoutMs` get it killed (SIGKILL: a hung process may not act on
 * SIGTERM) and restarted like a crash, with the reason logged. Any status
 * counts as an answer: the API's health check says 503 while its database is
 * down, and a new API process would not bring the database back.
 */
export interface SupervisedOptions {
  name: string;
  start: () => ChildProcess;
  /** Polled after each start; the child counts as up once it answers 2xx. */
  readyUrl: string;
  log?: (line: string) => void;
  minDelayMs?: number;
  maxDelayMs?: number;
  /** A run this long resets the backoff. */
  stableAfterMs?: number;
  /** Liveness polling of `readyUrl` once ready (DEFAULT_LIVENESS); `false` turns it off. */
  liveness?: Partial<Liveness> | false;
}

export class Supervised {
  private child: ChildProcess | undefined;
  private stopping = false;
  private delayMs: number;
  private restarts = 0;
  private timer: NodeJS.Timeout | undefined;
  private livenessTimer: NodeJS.Timeout | undefined;
  /** Why the current child is being killed by us, for the exit message. */
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

  /** Starts the child and waits until it is ready; rejects if it dies first. */
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
      // Its exit handler has already scheduled the next attempt.
      () => {},
    );
  }

  /** Polls the ready child's health URL until it exits; kills it after too many polls without an answer. */
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
