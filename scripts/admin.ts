// `npm run admin -- grant <email> <moderator|admin>`, `revoke <email>`, `list`: who may moderate.
// Local D1 by default; `--remote` for the deployed database, `--persist-to DIR` for another local state.
import { execFileSync } from "node:child_process";
import { z } from "zod";
import { binPath, offlineEnv, root, targetArgs } from "./tools";

const USAGE = `Usage:
  npm run admin -- grant <email> <moderator|admin> [--remote | --persist-to DIR]
  npm run admin -- revoke <email> [--remote | --persist-to DIR]
  npm run admin -- list [--remote | --persist-to DIR]`;

const email = z.email("That is not an e-mail address.").transform((s) => s.toLowerCase());
// The roles above "user" in worker/db/schema.ts (USER_ROLES); revoke sets "user".
const grantedRole = z.enum(["moderator", "admin"], {
  error: "The role must be moderator or admin.",
});

/** wrangler d1 execute takes no parameters: the only values spliced in are parsed above, quoted here. */
const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

type Row = { email: string; role: string; name: string };

function execute(statement: string): Row[] {
  let output: string;
  try {
    output = execFileSync(
      binPath("wrangler"),
      ["d1", "execute", "DB", ...targetArgs(process.argv), "--json", "--command", statement],
      { cwd: root, env: offlineEnv(), encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
    );
  } catch (error) {
    // With --json, wrangler prints its failure as {"error": {"text": ...}} on stdout.
    const stdout = String((error as { stdout?: unknown }).stdout ?? "");
    const text = /"text":\s*"([^"]*)"/.exec(stdout)?.[1] ?? "wrangler could not run the statement.";
    fail(
      `The database answered: ${text}\n(Is it migrated? \`npm start\` or \`npm run db:migrate\` does that.)`,
    );
  }
  const [result] = JSON.parse(output) as { results: Row[] }[];
  return result?.results ?? [];
}

function setRole(address: string, role: string): void {
  const [row] = execute(
    `update users set role = ${quote(role)}, updated_at = ${Date.now()} where lower(email) = ${quote(address)} returning email, role, name`,
  );
  if (!row) fail(`No account uses ${address}: they sign up first, then you grant again.`);
  console.log(`${row.email} (${row.name}) is now ${row.role}.`);
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function parseOrFail<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) fail(`${parsed.error.issues[0]?.message}\n\n${USAGE}`);
  return parsed.data;
}

const [command, ...rest] = process.argv.slice(2).filter((arg, i, all) => {
  return !arg.startsWith("--") && all[i - 1] !== "--persist-to";
});

if (command === "grant") {
  setRole(parseOrFail(email, rest[0]), parseOrFail(grantedRole, rest[1]));
} else if (command === "revoke") {
  setRole(parseOrFail(email, rest[0]), "user");
  console.log("(An address listed in ADMIN_EMAILS stays an admin until it is taken out of that setting.)");
} else if (command === "list") {
  const rows = execute("select email, role, name from users where role <> 'user' order by role, email");
  if (rows.length === 0) console.log("No moderators or admins yet (besides any ADMIN_EMAILS).");
  for (const row of rows) console.log(`${row.role.padEnd(9)} ${row.email} (${row.name})`);
} else {
  fail(USAGE);
}
