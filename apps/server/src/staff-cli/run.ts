import { parseArgs } from 'node:util';
import { readCliConfig } from './cli-config.ts';
import { CliError, UsageError } from './cli-error.ts';
import type { Command } from './command.ts';
import { COMMANDS } from './command-table.ts';
import { shownOutput } from './format.ts';
import { createOpsClient } from './ops-client.ts';

export type Io = { out: (text: string) => void; err: (text: string) => void };

const usageOf = (command: Command) => `Usage: npm run ops -- ${command.usage}`;

/** node:util's messages run on with advice about '--'; the first sentence is the useful part. */
const firstSentence = (message: string) => message.split(/\.\s/)[0]?.replace(/\.$/, '') ?? message;

const parse = (command: Command, argv: readonly string[]) => {
  const { values, positionals } = parseArgs({
    args: [...argv],
    options: command.options ?? {},
    allowPositionals: true,
    strict: true,
  });
  const missing = command.args[positionals.length];
  if (missing) throw new UsageError(`${command.name} needs <${missing}>`);
  const names = [...command.args, ...(command.optionalArgs ?? [])];
  const extra = positionals[names.length];
  if (extra !== undefined) throw new UsageError(`Unexpected argument '${extra}'`);
  return { values, args: Object.fromEntries(names.map((name, i) => [name, positionals[i] ?? ''])) };
};

/** Runs one command line; answers the exit code. Every failure is one line on stderr. */
export const runCli = async (argv: readonly string[], env: NodeJS.ProcessEnv, given: Io): Promise<number> => {
  // Everything printed passes here: no control character or bidi override reaches the terminal.
  const io: Io = { out: (text) => given.out(shownOutput(text)), err: (text) => given.err(shownOutput(text)) };
  const [name = 'help', ...rest] = argv;
  const command = COMMANDS.find((c) => c.name === (name === '--help' || name === '-h' ? 'help' : name));
  if (!command) {
    io.err(`Unknown command '${name}'. Commands: ${COMMANDS.map((c) => c.name).join(', ')}`);
    return 1;
  }
  try {
    const config = readCliConfig(env);
    let parsed: ReturnType<typeof parse>;
    try {
      parsed = parse(command, rest);
    } catch (error) {
      if (error instanceof CliError) throw error;
      throw new UsageError(firstSentence(error instanceof Error ? error.message : String(error)));
    }
    const api = createOpsClient(config);
    io.out(await command.run({ ...parsed, config, api, commands: COMMANDS }));
    // `npm run ops` with nothing after it did not do anything: say so in the exit code.
    return argv.length === 0 ? 1 : 0;
  } catch (error) {
    if (error instanceof UsageError) io.err(`${error.message}. ${usageOf(command)}`);
    else if (error instanceof CliError) io.err(error.message);
    else io.err(`Unexpected failure: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
};
