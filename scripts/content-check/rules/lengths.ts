import { formatPakistaniPhone } from "../../../app/shared/site/phone";
import { field, type CheckContext } from "./context";

/** Search results cut titles near 60 characters and descriptions outside about 120–160. Advice, not failure. */
const TITLE_MAX = 60;
const DESCRIPTION_RANGE = [120, 160] as const;

export function checkLengths({ files, report, siteConfig }: CheckContext) {
  const numbers = (siteConfig?.phones ?? []).map((phone) => formatPakistaniPhone(phone.number));
  const longestPhone = numbers.reduce((a, b) => (b.length > a.length ? b : a), "") || "0300-0000000";
  for (const file of files.filter((f) => f.collection !== "faq")) {
    const title = field(file, "title");
    if (title) {
      const shown = title.replaceAll("{phone}", longestPhone);
      if ([...shown].length > TITLE_MAX) {
        report.warning(
          file.rel,
          file.fieldPosition(["title"]),
          `title is ${[...shown].length} characters with the phone number filled in ("${shown}"); search results cut it after ${TITLE_MAX}: shorten it.`,
        );
      }
    }
    const description = field(file, "description");
    if (description) {
      const length = [...description].length;
      const [min, max] = DESCRIPTION_RANGE;
      if (length < min || length > max) {
        report.warning(file.rel, file.fieldPosition(["description"]), `description is ${length} characters; search results show ${min}–${max} best: ${length < min ? "say a little more" : "shorten it"}.`);
      }
    }
  }
}
