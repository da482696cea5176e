export { leadPaymentsCard } from "./payment-views.server";
export { leadDue } from "./payment-views.server";
export { companyPayee, raastQr } from "./raast-qr.server";
