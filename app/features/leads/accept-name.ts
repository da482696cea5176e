/** "ayesha  khan" and "AyeshaKhan" still match; a different name does not. */
export function sameName(typed: string, onEstimate: string): boolean {
  const key = (name: string) => name.normalize("NFKC").toLocaleLowerCase("en").replace(/\s+/g, "");
  const typedKey = key(typed);
  return typedKey.length > 0 && typedKey === key(onEstimate);
}
