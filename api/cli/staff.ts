import { StaffStore } from "../auth/staff-store";
import { TokenStore } from "../auth/tokens";
import { loadConfigOrExit } from "../config";
import { openDatabase } from "../db/database";
import { migrateToLatest } from "../db/migrations";
import { readNewPassword } from "./read-password";
import { runStaffCommand, USAGE, UsageError } from "./staff-commands";

/** `npm run staff -- add|list|passwd|remove …` (see USAGE). */
const config = loadConfigOrExit();
const database = openDatabase(config.database);
let code = 0;
try {
  await migrateToLatest(database.db);
  await runStaffCommand(process.argv.slice(2), {
    staff: new StaffStore(database.db),
    tokens: new TokenStore(database.db, config.tokens),
    log2N: config.passwordHash.log2N,
    readPassword: readNewPassword,
    print: (line) => console.log(line),
  });
} catch (error) {
  code = error instanceof UsageError ? 2 : 1;
  console.error((error as Error).message);
  if (error instanceof UsageError) console.error(`\n${USAGE}`);
} finally {
  await database.close();
}
process.exit(code);
