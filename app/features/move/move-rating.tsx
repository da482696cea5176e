import { isComplaint } from "~contract/move-care";

/**
 * The customer's rating after the move, for staff screens (the lead page,
 * the inbox, and a job): "Rated 5 of 5", or "Complaint: rated 2 of 5".
 */
export function MoveRating({ rating }: { rating: number }) {
  const complaint = isComplaint(rating);
  return (
    <span className={complaint ? "lead-flag lead-complaint" : "lead-flag lead-rating"} data-testid={complaint ? "lead-complaint" : "lead-rating"}>
      {complaint ? `Complaint: rated ${rating} of 5` : `Rated ${rating} of 5`}
    </span>
  );
}
