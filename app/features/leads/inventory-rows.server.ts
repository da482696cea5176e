import type { MoveRoom } from "~contract/moves";
import { loadCatalogue } from "./move-data.server";

/**
 * The inventory an estimate was priced on, room by room in the catalogue's
 * English names, for the estimate document: what customer and company
 * agree is moving. The move page's address comes with it.
 */
export function inventoryRowsOf(inventory: { movePath: string; rooms: MoveRoom[] }) {
  const catalogue = loadCatalogue();
  const items = new Map(catalogue.items.map((item) => [item.id, item.en]));
  const rooms = new Map(catalogue.rooms.map((room) => [room.id, room.en]));
  const sizes = new Map(catalogue.otherSizes.map((size) => [size.id as string, size.en.split(" (")[0]!.toLowerCase()]));
  return {
    movePath: inventory.movePath,
    rooms: inventory.rooms.map((room) => ({
      name: rooms.get(room.room) ?? room.room,
      lines: [
        ...room.items.map((line) => `${line.quantity} × ${items.get(line.item) ?? line.item}`),
        ...room.others.map((other) => `${other.quantity} × ${other.name} (${sizes.get(other.size) ?? other.size})`),
      ],
    })),
  };
}
