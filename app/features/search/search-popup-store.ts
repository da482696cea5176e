import { useSyncExternalStore } from "react";

/** docs/requirements.md (Routes): "A search popup flag (boolean, default false) is held in a small store and set by one action." */
type State = { searchPopupOpen: boolean };

let state: State = { searchPopupOpen: false };
const listeners = new Set<() => void>();

export function setSearchPopup(open: boolean): void {
  if (state.searchPopupOpen === open) return;
  state = { ...state, searchPopupOpen: open };
  for (const listener of listeners) listener();
}

export function getSearchPopupState(): State {
  return state;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const serverState: State = { searchPopupOpen: false };

export function useSearchPopupOpen(): boolean {
  return useSyncExternalStore(subscribe, () => state, () => serverState).searchPopupOpen;
}
