import { passwordProblem, hashPassword } from "../auth/passwords";
import type { StaffStore } from "../auth/staff-store";
import type { TokenStore } from "../auth/tokens";
import { isUniqueViolation } from "../db/database";

export const USAGE = `Staff accounts of the API (DATA_DIR / DATABASE_URL as for npm run api).

  npm run staff -- add <email> <name…>   create an account (asks for the password)
  npm run staff -- passwd <email>        set a new password; signs the account out everywhere
  npm run staff -- remove <email>        delete the account and revoke its tokens
  npm run staff -- list                  list accounts

The password is asked for without echo, or read from stdin when it is not a
terminal:  printf '%s\\n' "$PASSWORD" | npm run staff -- passwd admin@example.com`;

export class UsageError extends Error {}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface StaffCommandDeps {
  staff: StaffStore;
  tokens: TokenStore;
  log2N: number;
  readPassword: () => Promise<string>;
  print: (line: string) => void;
}

export async function runStaffCommand(args: string[], deps: StaffCommandDeps): Promise<void> {
  const { staff, tokens, log2N, print } = deps;
  const askPassword = async () => {
    const password = await deps.readPassword();
    const problem = passwordProblem(password);
    if (problem) throw new Error(problem);
    return password;
  };
  const [command, ...rest] = args;
  switch (command) {
    case "add": {
      const [rawEmail, ...nameParts] = rest;
      const email = rawEmail?.trim().toLowerCase() ?? "";
      const name = nameParts.join(" ").trim();
      if (!EMAIL.test(email) || !name) throw new UsageError("add needs an e-mail address and a name: add <email> <name…>");
      if (await staff.byEmail(email)) throw new Error(`${email} already has an account.`);
      const password = await askPassword();
      try {
        await staff.create({ email, name, password, log2N });
      } catch (error) {
        if (isUniqueViolation(error)) throw new Error(`${email} already has an account.`);
        throw error;
      }
      print(`Added ${name} <${email}>.`);
      return;
    }
    case "passwd": {
      const email = rest[0]?.trim().toLowerCase();
      if (!email) throw new UsageError("passwd needs an e-mail address: passwd <email>");
      const user = await staff.byEmail(email);
      if (!user) throw new Error(`No staff account for ${email}.`);
      const password = await askPassword();
      await staff.replacePasswordHash(user.id, await hashPassword(password, log2N));
      const revoked = await tokens.revokeAllFor(user.id);
      print(`Password changed for ${email}; ${revoked} session${revoked === 1 ? "" : "s"} signed out.`);
      return;
    }
    case "remove": {
      const email = rest[0]?.trim().toLowerCase();
      if (!email) throw new UsageError("remove needs an e-mail address: remove <email>");
      const user = await staff.byEmail(email);
      if (!user) throw new Error(`No staff account for ${email}.`);
      const revoked = await tokens.revokeAllFor(user.id);
      const left = await staff.remove(user.id);
      print(`Removed ${email} (${revoked} session${revoked === 1 ? "" : "s"} revoked). Their posts stay, without an author.`);
      if (left === 0) print("No staff account is left: add one with npm run staff -- add <email> <name>.");
      return;
    }
    case "list": {
      const users = await staff.accounts();
      if (users.length === 0) {
        print("No staff accounts.");
        return;
      }
      const width = Math.max(...users.map((u) => u.email.length));
      for (const user of users) {
        print(`${user.email.padEnd(width)}  ${user.name}  (since ${user.created_at.slice(0, 10)}, ${user.activeSessions} active session(s))`);
      }
      return;
    }
    case undefined:
    case "help":
    case "--help":
    case "-h":
      print(USAGE);
      return;
    default:
      throw new UsageError(`Unknown command "${command}".`);
  }
}
