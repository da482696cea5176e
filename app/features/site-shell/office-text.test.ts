import { describe, expect, it } from "vitest";
import { en } from "~/i18n/en";
import { ur } from "~/i18n/ur";
import { site } from "~/shared/site/site-config";
import { officeKey, phoneLabelKey } from "./office-text";

/**
 * The catalogue knows the offices and phones of content/site.json by key; a
 * key missing for an office an editor added would show as the key itself on
 * Urdu pages, and an English entry that no longer matches site.json means the
 * Urdu one was written for other words.
 */
describe("the company's and offices' words in the catalogues", () => {
  it.each(site.offices)("has the $city office in English as site.json writes it, and in Urdu", (office) => {
    expect(en[officeKey(office, "name")]).toBe(office.name);
    expect(en[officeKey(office, "city")]).toBe(office.locality);
    expect(en[officeKey(office, "hours")]).toBe(office.hours);
    for (const field of ["name", "city", "hours"] as const) expect(ur[officeKey(office, field)]).toMatch(/\p{Script=Arabic}/u);
  });

  it("has the company's name in English as site.json writes it, and in Urdu", () => {
    expect(en["site.companyName"]).toBe(site.companyName);
    expect(ur["site.companyName"]).toMatch(/\p{Script=Arabic}/u);
  });

  it.each(site.phones.map((phone, index) => ({ ...phone, index })))("has phone $index's region in both languages", ({ label, index }) => {
    expect(en[phoneLabelKey(index)]).toBe(label);
    expect(ur[phoneLabelKey(index)]).toMatch(/\p{Script=Arabic}/u);
  });
});
