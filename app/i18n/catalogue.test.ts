import { describe, expect, it } from "vitest";
import { CITIES, EXTRAS, FLOOR_MESSAGE, MOVE_SERVICES, PHONE_MESSAGE, PROPERTY_SIZES } from "~contract/leads";
import { messagesFor, t, translator } from "./catalogue.server";
import type { MessageKey } from "./messages";
import { en } from "./en";
import { placeholders } from "./interpolate";
import { ur } from "./ur";

describe("the Urdu catalogue", () => {
  it("has every English key and no other", () => {
    expect(Object.keys(ur).sort()).toEqual(Object.keys(en).sort());
  });

  it("uses the same {placeholders} as English, so no value is lost in translation", () => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(placeholders(ur[key]).sort(), key).toEqual(placeholders(en[key]).sort());
    }
  });

  it("is written in Urdu letters and Western digits (content/ur-glossary.md)", () => {
    for (const [key, text] of Object.entries(ur)) {
      expect(text, key).not.toMatch(/[يىكه٠-٩۰-۹]/);
      // A link to the other language is written in that language.
      if (!["nav.languageSwitch", "estimate.otherLanguage"].includes(key)) expect(text, key).toMatch(/[\u0600-\u06FF]/);
    }
  });
});

describe("t", () => {
  it("keeps the spec's English messages word for word", () => {
    expect(t("en", "blog.readMore")).toBe("READ MORE");
    expect(t("en", "pagination.prev")).toBe("Prev");
    expect(t("en", "pagination.next")).toBe("NEXT");
    expect(t("en", "comments.leave")).toBe("LEAVE A COMMENT");
    expect(t("en", "breadcrumb.home")).toBe("HOME");
    expect(t("en", "blog.fetchFailed")).toBe("Failed to fetch blogs.");
    expect(t("en", "comments.anonymous")).toBe("Anonymous");
    expect(t("en", "comments.noText")).toBe("No comment message provided.");
    expect(t("en", "comments.sent")).toBe("Message Sent Successfully!");
    expect(t("en", "comments.notSent")).toBe("Message Not Sent! Please try again.");
    expect(t("en", "comments.serverError")).toBe("Server error occurred.");
    expect(t("en", "comments.unreachable")).toBe("Unable to connect to the server.");
    expect(t("en", "comments.unexpected")).toBe("An unexpected error occurred.");
    expect(t("en", "comments.fetchFailed")).toBe("Failed to fetch comments.");
  });

  it("keeps the API's field errors on English pages", () => {
    expect(t("en", "error.phoneFormat")).toBe(PHONE_MESSAGE);
    expect(t("en", "error.floor")).toBe(FLOOR_MESSAGE);
  });

  it("has every quote-form option, in English exactly as the API's contract names it", () => {
    const groups = { service: MOVE_SERVICES, city: CITIES, extra: EXTRAS, size: PROPERTY_SIZES };
    for (const [group, options] of Object.entries(groups)) {
      for (const option of options) expect(t("en", `option.${group}.${option.id}` as MessageKey & `option.${string}`)).toBe(option.label);
    }
  });

  it("fills in values in either language", () => {
    expect(t("en", "post.comments", { count: 3 })).toBe("Comments (3)");
    expect(t("ur", "post.comments", { count: 3 })).toBe("تبصرے (3)");
    expect(t("ur", "whatsapp.quoteWithReference", { reference: "MZ-7K2Q" })).toBe(
      "السلام علیکم! میں نے آپ کی ویب سائٹ پر قیمت کی درخواست بھیجی ہے، ریفرنس MZ-7K2Q:",
    );
    expect(translator("ur")("footer.rights", { year: 2026, company: "منزل" })).toBe("© 2026 منزل۔ جملہ حقوق محفوظ ہیں۔");
  });

  it("gives a page only the namespaces it asks for", () => {
    const slice = messagesFor("ur", ["pagination"]);
    expect(slice).toEqual({ "pagination.label": "صفحات", "pagination.prev": "پچھلا", "pagination.next": "اگلا", "pagination.page": "صفحہ {page}" });
  });
});
