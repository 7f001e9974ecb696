// The staff command line (PRODUCT.md §11): `npm run ops -- <command>`. It talks to the running server's
// ops API and never opens the database itself (PGlite serves one process).
import { runCli } from './run.ts';

const code = await runCli(process.argv.slice(2), process.env, {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
});
process.exitCode = code;
