/** The API's message names fields by code ("followUpAt: …"); people get the field's own message from `errors`. */
export function peopleMessage(message: string, fieldErrors?: Record<string, string[]>): string {
  const prefixed = /^([A-Za-z_][\w.]*): (.+)$/s.exec(message);
  if (prefixed && fieldErrors?.[prefixed[1]]?.length) return prefixed[2];
  return message;
}
