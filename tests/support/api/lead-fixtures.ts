/** Valid request bodies for POST /api/sendQuote and /api/sendEmail. */
export const QUOTE = {
  name: "Ayesha Khan",
  phone: "0300-1234567",
  email: "ayesha@example.com",
  service: "house",
  fromCity: "lahore",
  fromArea: "DHA Phase 5",
  toCity: "islamabad",
  toArea: "F-7",
  moveDate: "2025-07-01",
  flexibleDate: true,
  propertySize: "3-bed",
  floor: 2,
  lift: false,
  extras: ["packing", "insurance"],
  notes: "Piano on the first floor",
};
export const CONTACT = { name: "Bilal", phone: "", email: "bilal@example.com", message: "Do you move cars to Karachi?" };
