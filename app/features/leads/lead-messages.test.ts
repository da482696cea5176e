import { describe, expect, it } from "vitest";
import { contactWhatsAppMessage, describeRequest, quoteWhatsAppMessage, staffWhatsAppGreeting } from "./lead-messages";

const summary = {
  service: "house",
  fromCity: "lahore",
  toCity: "islamabad",
  moveDate: "2030-03-15",
  flexibleDate: false,
  propertySize: "2-bed",
};

describe("lead messages", () => {
  it("describes a request with human labels", () => {
    expect(describeRequest(summary)).toBe("House moving, Lahore → Islamabad / Rawalpindi, Fri 15 Mar 2030, 2 bedrooms");
    expect(describeRequest({ ...summary, toCity: "lahore", moveDate: "", flexibleDate: true })).toBe("House moving, Within Lahore, Flexible, 2 bedrooms");
  });

  it("summarises a sent quote with its reference and estimate for WhatsApp", () => {
    expect(quoteWhatsAppMessage(summary, "MZ-7K3Q9P", { min: 85000, max: 130000 })).toBe(
      "Assalam-o-Alaikum! I sent a quote request on your website, reference MZ-7K3Q9P: House moving, Lahore → Islamabad / Rawalpindi, Fri 15 Mar 2030, 2 bedrooms. The website estimate was Rs. 85,000 – Rs. 130,000.",
    );
  });

  it("asks for a quote without a reference when the form could not be sent", () => {
    expect(quoteWhatsAppMessage({ ...summary, flexibleDate: "on" })).toBe(
      "Assalam-o-Alaikum! I would like a quote for a move: House moving, Lahore → Islamabad / Rawalpindi, Fri 15 Mar 2030 (flexible), 2 bedrooms.",
    );
  });

  it("passes a contact message on, or the company greeting when it is empty", () => {
    expect(contactWhatsAppMessage("  Do you move pianos?  ")).toBe("Assalam-o-Alaikum! Do you move pianos?");
    expect(contactWhatsAppMessage("")).toMatch(/^Assalam-o-Alaikum!/);
  });

  it("greets a customer by first name with the reference", () => {
    expect(staffWhatsAppGreeting({ name: "Ayesha Khan", reference: "MZ-ABC234", kind: "quote" })).toBe(
      "Assalam-o-Alaikum Ayesha! This is Manzil Packers & Movers about your quote request MZ-ABC234.",
    );
    expect(staffWhatsAppGreeting({ name: "", reference: "MZ-ABC234", kind: "contact" })).toBe(
      "Assalam-o-Alaikum! This is Manzil Packers & Movers about your message MZ-ABC234.",
    );
  });
});
