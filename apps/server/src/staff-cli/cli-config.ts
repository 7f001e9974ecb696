import { join, resolve } from 'node:path';
import { OPS_TOKEN_FILE, readOpsTokenFile } from '../shared/ops-token-file.ts';
import { CliError } from './cli-error.ts';

// The command line is a program of its own: this is the one module of it that reads the environment.

export const DEFAULT_OPS_URL = 'http://127.0.0.1:8080';

/** npm runs scripts from the repository root, and the server resolves DATA_DIR from there too. */
const repositoryRoot = resolve(import.meta.dirname, '../../../..');

export type CliConfig = {
  url: string;
  /** Where the server on this machine keeps its secret (and in demo mode, its member's token). */
  tokenFile: string;
  /** STAFF_TOKEN (a personal token made in the console), else the demo server's file. */
  token: () => Promise<string>;
  /** The data folder's secret alone: only `staff create-admin` sends it. */
  machineToken: () => Promise<string>;
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
  const tokenFile = join(resolve(repositoryRoot, env.DATA_DIR?.trim() || './data'), OPS_TOKEN_FILE);
  const fromEnv = env.STAFF_TOKEN?.trim();
  const machineToken = async () => {
    const token = await readOpsTokenFile(tokenFile).catch(() => null);
    if (!token)
      throw new CliError(
        `No server secret in ${tokenFile}: run this on the server's machine, with its DATA_DIR, after it has started once`,
      );
    return token;
  };
  return {
    url: url.toString().replace(/\/+$/, ''),
    tokenFile,
    machineToken,
    token: async () => {
      if (fromEnv) return fromEnv;
      const token = await readOpsTokenFile(tokenFile).catch(() => null);
      if (!token)
        throw new CliError(
          `No staff token: make one in the console (/staff, My tokens) and set STAFF_TOKEN, or start the server once in demo mode (it writes ${tokenFile})`,
        );
      return token;
    },
  };
};
