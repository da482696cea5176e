import type { MoveRoom } from "~contract/moves";
import { pathIn } from "~/i18n/alternates";
import type { Lang } from "~/i18n/languages";
import { loadCatalogue } from "./move-data.server";

/** What customer and company agree is moving, in the page's language. */
export function inventoryRowsOf(lang: Lang, inventory: { movePath: string; rooms: MoveRoom[] }) {
  const catalogue = loadCatalogue();
  const items = new Map(catalogue.items.map((item) => [item.id, item[lang]]));
  const rooms = new Map(catalogue.rooms.map((room) => [room.id, room[lang]]));
  const sizes = new Map(catalogue.otherSizes.map((size) => [size.id as string, size[lang].split(" (")[0]!.toLowerCase()]));
  return {
    movePath: pathIn(inventory.movePath, lang),
    rooms: inventory.rooms.map((room) => ({
      name: rooms.get(room.room) ?? room.room,
      lines: [
        ...room.items.map((line) => ({ quantity: line.quantity, name: items.get(line.item) ?? line.item })),
        ...room.others.map((other) => ({ quantity: other.quantity, name: `${other.name} (${sizes.get(other.size) ?? other.size})` })),
      ],
    })),
  };
}
