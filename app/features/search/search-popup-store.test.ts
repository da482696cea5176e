import { describe, expect, it } from "vitest";
import { getSearchPopupState, setSearchPopup } from "./search-popup-store";

describe("search popup store", () => {
  it("starts closed and is opened and closed by its one action", () => {
    expect(getSearchPopupState().searchPopupOpen).toBe(false);
    setSearchPopup(true);
    expect(getSearchPopupState().searchPopupOpen).toBe(true);
    setSearchPopup(false);
    expect(getSearchPopupState().searchPopupOpen).toBe(false);
  });
});
