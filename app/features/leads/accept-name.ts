/**
 * Accepting an estimate books the move, so the customer confirms by typing
 * the name the estimate is addressed to. People type names in their own
 * case and spacing ("ayesha  khan", "AyeshaKhan"): those still match; a
 * different name does not.
 */
export function sameName(typed: string, onEstimate: string): boolean {
  const key = (name: string) => name.normalize("NFKC").toLocaleLowerCase("en").replace(/\s+/g, "");
  const typedKey = key(typed);
  return typedKey.length > 0 && typedKey === key(onEstimate);
}
