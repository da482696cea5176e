import { describe, expect, it } from "vitest";
import { leadFields } from "./lead-fields";

const quote = {
  name: "Ayesha Khan",
  phone: "+923001234567",
  email: "ayesha@example.com",
  service: "house",
  fromCity: "lahore",
  fromArea: "DHA Phase 5",
  toCity: "islamabad",
  toArea: "F-7",
  moveDate: "2030-03-15",
  flexibleDate: true,
  propertySize: "2-bed",
  floor: 3,
  lift: false,
  extras: ["packing", "insurance"],
  notes: "Piano on the ground floor",
};

describe("leadFields", () => {
  it("labels every quote field in form order with human values", () => {
    expect(leadFields(quote, "quote").map(({ label, value }) => [label, value])).toEqual([
      ["Name", "Ayesha Khan"],
      ["Phone", "0300-1234567"],
      ["E-mail", "ayesha@example.com"],
      ["Service", "House moving"],
      ["Moving from (city)", "Lahore"],
      ["Moving from (area)", "DHA Phase 5"],
      ["Moving to (city)", "Islamabad / Rawalpindi"],
      ["Moving to (area)", "F-7"],
      ["Preferred date", "Fri 15 Mar 2030"],
      ["Dates flexible", "Yes"],
      ["Size of the move", "2 bedrooms"],
      ["Floor", "3"],
      ["Lift available", "No"],
      ["Extras", "Packing and materials, Transit insurance"],
      ["Notes", "Piano on the ground floor"],
    ]);
  });

  it("shows empty values as a dash, ground floor and no extras in words", () => {
    const rows = leadFields({ ...quote, email: "", moveDate: "", floor: 0, extras: [], notes: "" }, "quote");
    const value = (label: string) => rows.find((row) => row.label === label)?.value;
    expect(value("E-mail")).toBe("—");
    expect(value("Preferred date")).toBe("Flexible");
    expect(value("Floor")).toBe("Ground floor");
    expect(value("Extras")).toBe("None");
    expect(value("Notes")).toBe("—");
  });

  it("shows a contact message's own fields only", () => {
    expect(leadFields({ name: "Bilal", phone: "", email: "b@example.com", message: "Do you move pianos?" }, "contact")).toEqual([
      { key: "name", label: "Name", value: "Bilal" },
      { key: "phone", label: "Phone", value: "—" },
      { key: "email", label: "E-mail", value: "b@example.com" },
      { key: "message", label: "Message", value: "Do you move pianos?" },
    ]);
  });

  it("never hides a field it does not know", () => {
    const rows = leadFields({ name: "Bilal", message: "Hi", preferredTime: "evening", meta: { a: 1 } }, "contact");
    expect(rows).toContainEqual({ key: "preferredTime", label: "Preferred time", value: "evening" });
    expect(rows).toContainEqual({ key: "meta", label: "Meta", value: '{"a":1}' });
  });
});
