// What other features may use of this one; the rest of the folder is private (scripts/lint/feature-boundaries.ts).
export { ContactDetails } from "./contact-details";
export { CtaBand } from "./cta-band";
export type { Frontmatter } from "./frontmatter";
