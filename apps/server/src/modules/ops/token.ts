import { randomBytes } from 'node:crypto';
import { chmod, link, mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import type { Config } from '../../config.ts';
import { opsTokenPath, readOpsTokenFile } from '../../shared/ops-token-file.ts';

export type OpsTokenSource = { token: string; file: string };

/**
 * The machine's secret: 256 random bits made once and kept in `<dataDir>/ops-token` (0600), so a
 * restart, a second process on the same machine and the command line all read the same one. Whoever
 * can read it is on the server's machine: `staff create-admin` sends it; in demo mode it is also the
 * demo member's personal token.
 */
export const ensureOpsToken = async (config: Pick<Config, 'dataDir'>): Promise<OpsTokenSource> => {
  const file = opsTokenPath(config.dataDir);
  await mkdir(config.dataDir, { recursive: true });
  const kept = await readOpsTokenFile(file);
  if (kept) {
    // A copy or an unpacked archive may have widened it; only the owner should read a credential.
    await chmod(file, 0o600).catch(() => {});
    return { token: kept, file };
  }
  const token = randomBytes(32).toString('base64url');
  // Written whole under a temporary name, then linked into place: link() fails if the name exists, so
  // two processes starting together never see half a file and both end up with the same token.
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(temporary, `${token}\n`, { mode: 0o600 });
  try {
    await link(temporary, file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') {
      const theirs = await readOpsTokenFile(file);
      if (theirs) return { token: theirs, file };
    } else if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP') {
      throw error;
    }
    // No usable token there (empty, too short), or a file system without hard links: replace in one
    // step, then answer what the file holds in case another process did the same.
    await rename(temporary, file);
    return { token: (await readOpsTokenFile(file)) ?? token, file };
  } finally {
    await unlink(temporary).catch(() => {});
  }
  return { token, file };
};
