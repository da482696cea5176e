import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { ESTIMATE_TOKEN_PATTERN } from "~contract/estimates";
import { formatPkr } from "~contract/money";
import { ApiError } from "~/lib/api/client.server";
import { acceptEstimate, fetchEstimateByToken } from "~/lib/api/leads.server";
import { visitorAddress } from "~/lib/http/load-context";
import { formatPakistanDateTime } from "./pakistan-date";

/**
 * /estimate/<token>: the customer's estimate (issue 18), no login. The token
 * is the only key; an unknown one is a plain 404 that says nothing about
 * other estimates. Accept is a form post, so it works without JavaScript.
 */
export const ESTIMATE_FAILED_MESSAGE = "We could not load your estimate just now. Please try again in a minute, or call or WhatsApp us.";
export const ACCEPT_FAILED_MESSAGE = "We could not record your acceptance just now. Please try again, or call or WhatsApp us.";

const notFound = () => new Response("Estimate not found", { status: 404 });

function formatDate(date: string): string {
  return new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" }).format(new Date(`${date}T00:00:00Z`));
}

export async function loadEstimatePage({ params }: LoaderFunctionArgs) {
  const token = params.token ?? "";
  if (!ESTIMATE_TOKEN_PATTERN.test(token)) throw notFound();
  try {
    const estimate = await fetchEstimateByToken(token);
    return {
      ok: true as const,
      estimate: {
        reference: estimate.reference,
        customerName: estimate.customerName,
        state: estimate.state,
        lines: estimate.lines.map((line) => ({ description: line.description, amount: formatPkr(line.amount) })),
        total: formatPkr(estimate.total),
        advance: estimate.advance > 0 ? formatPkr(estimate.advance) : null,
        balance: estimate.advance > 0 ? formatPkr(estimate.total - estimate.advance) : null,
        included: estimate.included,
        terms: estimate.terms,
        validUntil: formatDate(estimate.validUntil),
        acceptedAt: estimate.acceptedAt ? formatPakistanDateTime(estimate.acceptedAt) : null,
      },
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    console.error("Estimate load failed:", error instanceof Error ? error.message : error);
    return { ok: false as const, message: ESTIMATE_FAILED_MESSAGE };
  }
}

export async function acceptEstimateAction({ params, context }: ActionFunctionArgs) {
  const token = params.token ?? "";
  if (!ESTIMATE_TOKEN_PATTERN.test(token)) throw notFound();
  try {
    await acceptEstimate(token, visitorAddress(context));
    return redirect(`/estimate/${token}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    if (error instanceof ApiError && error.status === 410) {
      return data({ message: error.serverMessage ?? "This estimate can no longer be accepted." }, { status: 410 });
    }
    console.error("Estimate accept failed:", error instanceof Error ? error.message : error);
    return data({ message: ACCEPT_FAILED_MESSAGE }, { status: 502 });
  }
}
