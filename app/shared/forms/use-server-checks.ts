import { useCallback, useEffect, useRef, useState } from "react";
import { baseFieldName as baseName } from "./fields";
import { checkOnServer, errorsOf, type CheckedForm, type FieldErrors } from "./form-check";

const RECHECK_DELAY_MS = 400;

/**
 * The server's own checks (ADR 016: no zod in the browser); a checked field is rechecked as the visitor types.
 * A check never clears a file field's error (files are not sent), or a late recheck would wipe a save's reason.
 */
export function useServerChecks(form: CheckedForm, fromAction: Record<string, string[] | null | undefined> | null | undefined) {
  const [errors, setErrors] = useState<FieldErrors>(() => withoutFormErrors(fromAction));
  const checked = useRef(new Set<string>(Object.keys(withoutFormErrors(fromAction)).map(baseName)));
  const timer = useRef<ReturnType<typeof setTimeout>>();

  // A new answer from the action replaces what earlier checks found; its fields count as checked.
  useEffect(() => {
    const next = withoutFormErrors(fromAction);
    for (const name of Object.keys(next)) checked.current.add(baseName(name));
    setErrors(next);
  }, [fromAction]);

  useEffect(() => () => clearTimeout(timer.current), []);

  /** null when the server could not be asked. */
  const check = useCallback(
    async (element: HTMLFormElement, names?: readonly string[]): Promise<FieldErrors | null> => {
      const answer = await checkOnServer(form, element);
      if (!answer) return null;
      const { errors: found, unsent } = answer;
      const scope = (names ?? [...new Set([...Object.keys(found).map(baseName), ...checked.current])]).filter((name) => !unsent.has(name));
      for (const name of scope) checked.current.add(name);
      setErrors((current) => {
        const kept = Object.fromEntries(Object.entries(current).filter(([name]) => !scope.includes(baseName(name))));
        return { ...kept, ...errorsOf(found, scope) };
      });
      return errorsOf(found, scope);
    },
    [form],
  );

  /** Rechecks the fields already checked, after a pause. */
  const recheck = useCallback(
    (element: HTMLFormElement) => {
      if (checked.current.size === 0) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void check(element, [...checked.current]), RECHECK_DELAY_MS);
    },
    [check],
  );

  return { errors, check, recheck };
}

function withoutFormErrors(errors: FieldErrors | Record<string, string[] | null | undefined> | null | undefined): FieldErrors {
  const fields: FieldErrors = {};
  for (const [name, messages] of Object.entries(errors ?? {})) if (name && messages?.length) fields[name] = messages;
  return fields;
}
