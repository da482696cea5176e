/**
 * The total bounds the heap (scripts/lib/web-server.ts); the share per address keeps one sender from taking every slot
 * (ADR 018); when full, a newcomer takes the oldest slot of the address holding the most, so shares even out (ADR 033).
 */
export const MAX_BODIES_PER_ADDRESS = 8;

export type SlotRefusal = "busy" | "address";

type Slot = { address: string; upload: boolean; evict: () => void; release: () => void };

export class BodySlots {
  private inFlight = 0;
  private uploads = 0;
  private readonly perAddress = new Map<string, Slot[]>();

  constructor(
    private readonly total: number,
    private readonly uploadTotal: number,
    private readonly addressShare = MAX_BODIES_PER_ADDRESS,
  ) {}

  /** `evict`: a fairer claim took the slot, so the body must be cut off. */
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
