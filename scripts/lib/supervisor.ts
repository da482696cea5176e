import type { ChildProcess } from "node:child_process";
import { stop, waitForHttp } from "./processes";

/**
 * Keeps one child process running (issue 13): when it exits without being
 * asked to, it is started again after a pause that doubles with each quick
 * failure (0.5 s, 1 s, 2 s … at most 30 s) and goes back to 0.5 s once a run
 * has lasted a minute. The other process keeps running meanwhile, so a
 * crashed API leaves the website answering (content pages in full, blog
 * pages with the spec's error) and the website recovers by itself.
 *
 * The first start is different: a child that dies before it ever became
 * ready (a bad configuration, a port in use) fails `npm start` at once with
 * its own message, instead of being retried forever.
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
}

export class Supervised {
  private child: ChildProcess | undefined;
  private stopping = false;
  private delayMs: number;
  private restarts = 0;
  private timer: NodeJS.Timeout | undefined;

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
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    if (this.child) await stop(this.child);
  }

  private spawn(): ChildProcess {
    const child = this.options.start();
    const startedAt = Date.now();
    this.child = child;
    child.once("exit", (code, signal) => {
      if (this.stopping || child !== this.child) return;
      const ranMs = Date.now() - startedAt;
      if (ranMs >= (this.options.stableAfterMs ?? 60_000)) this.delayMs = this.options.minDelayMs ?? 500;
      const wait = this.delayMs;
      this.delayMs = Math.min(this.delayMs * 2, this.options.maxDelayMs ?? 30_000);
      this.restarts++;
      this.say(
        `${this.options.name} exited unexpectedly (${signal ?? `code ${code}`}) after ${(ranMs / 1000).toFixed(1)} s; ` +
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
      () => this.say(`${this.options.name} is back (pid ${child.pid}).`),
      // Its exit handler has already scheduled the next attempt.
      () => {},
    );
  }

  private say(line: string): void {
    (this.options.log ?? console.error)(`[supervisor] ${line}`);
  }
}
