import type { ActionFunctionArgs } from "@remix-run/node";
import { checkLeadForm, isCheckedForm } from "~/features/leads/lead-check.server";
import { isLang } from "~/i18n/languages";

/** The same schema as the action; sends nothing, never cached. */
const headers = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

export async function action({ request }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const form = url.searchParams.get("form");
  const lang = url.searchParams.get("lang") ?? "en";
  if (!isLang(lang)) return Response.json({ message: "lang must be en or ur" }, { status: 400, headers });
  if (!isCheckedForm(form)) return Response.json({ message: "form must be quote or contact" }, { status: 400, headers });
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return Response.json({ message: "Send the form as application/x-www-form-urlencoded" }, { status: 400, headers });
  }
  return Response.json({ errors: checkLeadForm(form, formData, lang) }, { headers });
}

export async function loader() {
  return Response.json({ message: "POST the form to check it" }, { status: 405, headers: { ...headers, Allow: "POST" } });
}
