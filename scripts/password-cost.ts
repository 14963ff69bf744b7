// The CPU time of the password hash that every sign-up (hash) and sign-in (verify) pays, measured
// with the code the worker runs (node:crypto scrypt, which workerd implements natively as well).
import { hashPassword, verifyPassword } from "#worker/accounts/password.ts";

const ROUNDS = 10;
const PASSWORD = "correct horse battery";

async function cpuMs(run: () => Promise<unknown>): Promise<number> {
  const start = process.cpuUsage();
  for (let i = 0; i < ROUNDS; i++) await run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / ROUNDS;
}

async function main() {
  const hash = await hashPassword(PASSWORD);
  const hashMs = await cpuMs(() => hashPassword(PASSWORD));
  const verifyMs = await cpuMs(() => verifyPassword({ hash, password: PASSWORD }));
  console.log(
    `scrypt hash (sign-up): ${hashMs.toFixed(1)} ms CPU; verify (sign-in): ${verifyMs.toFixed(1)} ms CPU`,
  );
}

await main();
