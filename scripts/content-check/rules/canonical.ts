import { addressOf } from "../content-files";
import { field, type CheckContext } from "./context";

/** Pages are looked up by `canonical`: one that differs from the file's address is a 404. */
export function checkCanonicals({ files, report }: CheckContext) {
  for (const file of files) {
    const address = addressOf(file);
    const canonical = field(file, "canonical");
    if (!address || canonical === undefined || canonical === address) continue;
    report.error(
      file.rel,
      file.fieldPosition(["canonical"]),
      `canonical "${canonical}" does not match the file's address: write canonical: "${address}" (or rename the file to match).`,
    );
  }
}
