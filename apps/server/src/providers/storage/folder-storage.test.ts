import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFolderStorage } from './folder-storage.ts';

const root = mkdtempSync(join(tmpdir(), 'folder-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the folder storage', () => {
  it('keeps a file by key, gives it back, and forgets it once deleted', async () => {
    const storage = createFolderStorage(join(root, 'a'));
    await storage.put('complaint-images/abc_DEF-1.jpg', Buffer.from('photo'));
    expect((await storage.get('complaint-images/abc_DEF-1.jpg'))?.toString()).toBe('photo');
    await storage.delete('complaint-images/abc_DEF-1.jpg');
    expect(await storage.get('complaint-images/abc_DEF-1.jpg')).toBeNull();
    await storage.delete('complaint-images/abc_DEF-1.jpg');
  });

  it('makes its folder only when it first writes, and leaves no temporary file', async () => {
    const folder = join(root, 'b');
    const storage = createFolderStorage(folder);
    expect(await storage.get('x.png')).toBeNull();
    expect(existsSync(folder)).toBe(false);
    await Promise.all([storage.put('x.png', Buffer.from('1')), storage.put('x.png', Buffer.from('2'))]);
    expect(readdirSync(folder)).toEqual(['x.png']);
  });

  it.each(['../escape.jpg', '/etc/passwd', 'a/../../b.jpg', 'a//b.jpg', '', 'a b.jpg', 'a/.hidden'])(
    'refuses the key %j, which is not a plain path',
    async (key) => {
      const storage = createFolderStorage(join(root, 'c'));
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Not a storage key/);
      await expect(storage.get(key)).rejects.toThrow(/Not a storage key/);
    },
  );
});
