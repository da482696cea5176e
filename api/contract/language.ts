import { z } from "zod";
import { LANGUAGES } from "./languages";

/** The languages themselves are in ./languages.ts, without zod. */
export const languageSchema = z.enum(LANGUAGES, "Choose English or Urdu");
