// Server-side parts other features may use (the lead page's Payments card).
export { leadPaymentsCard } from "./payment-views.server";
// What is still due on a lead, in rupees (the day-before reminder names it).
export { leadDue } from "./payment-views.server";
// The Raast QR of the company for one amount (the customer's move page).
export { companyPayee, raastQr } from "./raast-qr.server";
