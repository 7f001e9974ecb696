import type { ParseArgsConfig } from 'node:util';
import type { Call } from '@tz-loan/contract/platform/call';
import type { z } from 'zod';
import type { CliConfig } from './cli-config.ts';
import { UsageError } from './cli-error.ts';
import type { OpsClient } from './ops-client.ts';

export type CommandContext = {
  /** The positionals named by `args`, in order. */
  args: Record<string, string>;
  values: Record<string, string | boolean | (string | boolean)[] | undefined>;
  config: CliConfig;
  api: OpsClient;
  commands: readonly Command[];
};

/** One staff command: `npm run ops -- <name> …`. Its run answers the lines to print. */
export type Command = {
  name: string;
  /** Positional argument names, all required. */
  args: readonly string[];
  /** Positionals that may follow the required ones (given as '' when left out). */
  optionalArgs?: readonly string[];
  options?: NonNullable<ParseArgsConfig['options']>;
  /** After `npm run ops -- `. */
  usage: string;
  summary: string;
  run(ctx: CommandContext): Promise<string>;
};

/** Checks arguments with the call's own schema before anything is sent; a refusal is a usage line. */
export const parseInput = <C extends Call>(call: C, raw: Record<string, unknown>): z.output<C['input']> => {
  const result = call.input.safeParse(raw);
  if (!result.success) throw new UsageError(result.error.issues[0]?.message ?? 'The arguments are not valid');
  return result.data as z.output<C['input']>;
};
