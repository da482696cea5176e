import type { LeadKind, LeadStatus } from "~contract/leads";
import { LEAD_STATUS_LABELS } from "./lead-inbox";

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return <span className={`lead-badge lead-status-${status}`}>{LEAD_STATUS_LABELS[status]}</span>;
}

export function LeadKindBadge({ kind }: { kind: LeadKind }) {
  return <span className={`lead-kind lead-kind-${kind}`}>{kind === "quote" ? "Quote request" : "Message"}</span>;
}
