import { isComplaint } from "~contract/move-care";

export function MoveRating({ rating }: { rating: number }) {
  const complaint = isComplaint(rating);
  return (
    <span className={complaint ? "lead-flag lead-complaint" : "lead-flag lead-rating"} data-testid={complaint ? "lead-complaint" : "lead-rating"}>
      {complaint ? `Complaint: rated ${rating} of 5` : `Rated ${rating} of 5`}
    </span>
  );
}
