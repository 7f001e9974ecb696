import { userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { OPS_DEFAULT_ACTOR, opsActorName } from '@tz-loan/contract/staff/calls';
import { OPS_TOKEN_FILE, readOpsTokenFile } from '../shared/ops-token-file.ts';
import { CliError } from './cli-error.ts';

// The command line is a program of its own: this is the one module of it that reads the environment.

export const DEFAULT_OPS_URL = 'http://127.0.0.1:8080';

/** npm runs scripts from the repository root, and the server resolves DATA_DIR from there too. */
const repositoryRoot = resolve(import.meta.dirname, '../../../..');

export type CliConfig = {
  url: string;
  /** Your name as the audit trail shows it (`ops:<actor>`). */
  actor: string;
  /** Where the demo server keeps its token, for messages. */
  tokenFile: string;
  /** OPS_TOKEN, else the demo server's token file; fails with a clear message when neither is there. */
  token: () => Promise<string>;
};

const loginName = () => {
  try {
    const name = userInfo().username;
    return opsActorName.safeParse(name).success ? name : OPS_DEFAULT_ACTOR;
  } catch {
    return OPS_DEFAULT_ACTOR;
  }
};

export const readCliConfig = (env: NodeJS.ProcessEnv): CliConfig => {
  const rawUrl = env.OPS_URL?.trim() || DEFAULT_OPS_URL;
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new CliError(`OPS_URL is not a valid address: ${rawUrl}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new CliError(`OPS_URL must start with http:// or https://: ${rawUrl}`);
  }
  const actor = env.OPS_ACTOR?.trim() || loginName();
  const parsedActor = opsActorName.safeParse(actor);
  if (!parsedActor.success) {
    throw new CliError(`OPS_ACTOR must be 1 to 40 letters, digits, '.', '_' or '-': ${actor}`);
  }
  const tokenFile = join(resolve(repositoryRoot, env.DATA_DIR?.trim() || './data'), OPS_TOKEN_FILE);
  const fromEnv = env.OPS_TOKEN?.trim();
  return {
    url: url.toString().replace(/\/+$/, ''),
    actor,
    tokenFile,
    token: async () => {
      const token = fromEnv || (await readOpsTokenFile(tokenFile).catch(() => null));
      if (!token)
        throw new CliError(
          `No ops token: set OPS_TOKEN or start the server once in demo mode (it writes ${tokenFile})`,
        );
      return token;
    },
  };
};
