/**
 * Bodies read at once, in total and per visitor address. The total bounds the
 * heap (the arithmetic is in scripts/lib/web-server.ts); the share per
 * address keeps one sender, however many sockets it opens, from taking every
 * slot (ADR 018). A few addresses together could still fill the total, so
 * when it is full a newcomer takes the oldest slot of the address holding
 * the most (if that one holds more than the newcomer would): shares even out
 * across addresses instead of going to whoever came first (ADR 033).
 */
export const MAX_BODIES_PER_ADDRESS = 8;

export type SlotRefusal = "busy" | "address";

type Slot = { address: string; upload: boolean; evict: () => void; release: () => void };

export class BodySlots {
  private inFlight = 0;
  private uploads = 0;
  /** Each address's slots, oldest first. */
  private readonly perAddress = new Map<string, Slot[]>();

  constructor(
    private readonly total: number,
    private readonly uploadTotal: number,
    private readonly addressShare = MAX_BODIES_PER_ADDRESS,
  ) {}

  /**
   * A slot for one body, or why there is none; the returned function gives it
   * back (once). `evict` is called (after the slot is given back) when a
   * fairer claim takes it: the body must be cut off then.
   */
  take(address: string, upload: boolean, evict: () => void = () => {}): (() => void) | SlotRefusal {
    const held = this.perAddress.get(address)?.length ?? 0;
    if (held >= this.addressShare) return "address";
    if (upload && this.uploads >= this.uploadTotal) return "busy";
    if (this.inFlight >= this.total) {
      const victim = this.largestHolder();
      if (!victim || victim.length <= held + 1) return "busy";
      const oldest = victim[0]!;
      oldest.release();
      oldest.evict();
    }
    this.inFlight++;
    if (upload) this.uploads++;
    let released = false;
    const slot: Slot = {
      address,
      upload,
      evict,
      release: () => {
        if (released) return;
        released = true;
        this.inFlight--;
        if (upload) this.uploads--;
        const list = this.perAddress.get(address);
        if (!list) return;
        list.splice(list.indexOf(slot), 1);
        if (list.length === 0) this.perAddress.delete(address);
      },
    };
    const list = this.perAddress.get(address);
    if (list) list.push(slot);
    else this.perAddress.set(address, [slot]);
    return slot.release;
  }

  private largestHolder(): Slot[] | undefined {
    let largest: Slot[] | undefined;
    for (const list of this.perAddress.values()) if (!largest || list.length > largest.length) largest = list;
    return largest;
  }
}
