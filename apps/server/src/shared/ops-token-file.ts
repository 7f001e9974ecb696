import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

// Where demo mode keeps the ops token: the server writes it (modules/ops/token.ts), the staff command
// line reads it. The one piece of the server the command line shares.

export const OPS_TOKEN_FILE = 'ops-token';
/** As config.ts asks of OPS_TOKEN: a shorter one is not worth its name. */
export const MIN_LENGTH = 24;

export const opsTokenPath = (dataDir: string) => join(dataDir, OPS_TOKEN_FILE);

/** The token kept in the data folder, or null when there is none (or only something too short). */
export const readOpsTokenFile = async (file: string): Promise<string | null> => {
  try {
    const token = (await readFile(file, 'utf8')).trim();
    return token.length >= MIN_LENGTH ? token : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
};
