/**
 * The API's one-line error message is written for whoever calls it: when a
 * field is wrong it names the field by its code name ("followUpAt: The
 * follow-up must be in the future"). People get that field's own message,
 * which the API sends beside it in `errors`.
 */
export function peopleMessage(message: string, fieldErrors?: Record<string, string[]>): string {
  const prefixed = /^([A-Za-z_][\w.]*): (.+)$/s.exec(message);
  if (prefixed && fieldErrors?.[prefixed[1]]?.length) return prefixed[2];
  return message;
}
