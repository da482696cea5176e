import { z } from "zod";
import { LANGUAGES } from "./languages";

/** A post's or a lead's language in a request (the languages themselves are in ./languages.ts, without zod). */
export const languageSchema = z.enum(LANGUAGES, "Choose English or Urdu");
