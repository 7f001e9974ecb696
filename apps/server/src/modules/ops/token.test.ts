import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { opsTokenPath } from '../../shared/ops-token-file.ts';
import { ensureOpsToken } from './token.ts';

const root = mkdtempSync(join(tmpdir(), 'ops-token-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let seq = 0;
const freshDir = () => join(root, `data-${++seq}`, 'nested');
const modeOf = (file: string) => statSync(file).mode & 0o777;

describe("the machine's secret", () => {
  it('makes 256 random bits once, in <dataDir>/ops-token with mode 0600, creating the folder', async () => {
    const dataDir = freshDir();
    const made = await ensureOpsToken({ dataDir });
    const file = opsTokenPath(dataDir);
    expect(made).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), file });
    expect(modeOf(file)).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(made?.token);
  });

  it('reuses the file on the next start, so a restart keeps the token', async () => {
    const dataDir = freshDir();
    const first = await ensureOpsToken({ dataDir });
    const second = await ensureOpsToken({ dataDir });
    expect(second).toEqual(first);
  });

  it('tightens a kept file that became readable by others back to 0600', async () => {
    const dataDir = freshDir();
    const first = await ensureOpsToken({ dataDir });
    chmodSync(opsTokenPath(dataDir), 0o644);
    expect(await ensureOpsToken({ dataDir })).toEqual(first);
    expect(modeOf(opsTokenPath(dataDir))).toBe(0o600);
  });

  it('replaces a file that holds no usable token', async () => {
    const dataDir = freshDir();
    await ensureOpsToken({ dataDir });
    writeFileSync(opsTokenPath(dataDir), 'short\n', { mode: 0o644 });
    const made = await ensureOpsToken({ dataDir });
    expect(made?.token).toHaveLength(43);
    expect(modeOf(opsTokenPath(dataDir))).toBe(0o600);
  });

  it('two processes starting together on one folder end up with the same token', async () => {
    const dataDir = freshDir();
    const [a, b] = await Promise.all([1, 2].map(() => ensureOpsToken({ dataDir })));
    expect(a?.token).toBe(b?.token);
  });
});
