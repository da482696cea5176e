/**
 * Bodies read at once, in total and per visitor address. The total bounds the
 * heap (the arithmetic is in scripts/lib/web-server.ts); the share per
 * address keeps one sender, however many sockets it opens, from taking every
 * slot and turning away everyone else's forms (ADR 018).
 */
export const MAX_BODIES_PER_ADDRESS = 8;

export type SlotRefusal = "busy" | "address";

export class BodySlots {
  private inFlight = 0;
  private uploads = 0;
  private readonly perAddress = new Map<string, number>();

  constructor(
    private readonly total: number,
    private readonly uploadTotal: number,
    private readonly addressShare = MAX_BODIES_PER_ADDRESS,
  ) {}

  /** A slot for one body, or why there is none; the returned function gives it back (once). */
  take(address: string, upload: boolean): (() => void) | SlotRefusal {
    const held = this.perAddress.get(address) ?? 0;
    if (held >= this.addressShare) return "address";
    if (this.inFlight >= this.total || (upload && this.uploads >= this.uploadTotal)) return "busy";
    this.inFlight++;
    if (upload) this.uploads++;
    this.perAddress.set(address, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.inFlight--;
      if (upload) this.uploads--;
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left > 0) this.perAddress.set(address, left);
      else this.perAddress.delete(address);
    };
  }
}
