// Server-side parts other features may use (the lead page's Payments card).
export { leadPaymentsCard } from "./payment-views.server";
// The Raast QR of the company for one amount (the customer's move page).
export { companyPayee, raastQr } from "./raast-qr.server";
