import { resolve } from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';

// The catalogs are what a borrower reads: every message the app's code says is in them (a message
// left out would show as its id), and every one of them has its Kiswahili (PRODUCT.md §16).
const config = getConfig({ configPath: resolve(import.meta.dirname, '../../../lingui.config.ts') });

const loadCatalog = async () => {
  const [catalog] = await getCatalogs(config);
  if (!catalog) throw new Error('lingui.config.ts names no catalog');
  return catalog;
};

describe('the message catalogs', () => {
  it('hold every message the code says, and nothing it no longer says (npm run i18n -w apps/web)', async () => {
    const catalog = await loadCatalog();
    const said = await catalog.collect();
    const english = (await catalog.read('en')) ?? {};
    expect(said).toBeTruthy();
    expect(Object.keys(english).sort()).toEqual(Object.keys(said ?? {}).sort());
  }, 60_000);

  it('give every message its Kiswahili', async () => {
    const catalog = await loadCatalog();
    const english = (await catalog.read('en')) ?? {};
    const swahili = (await catalog.read('sw')) ?? {};
    const missing = Object.entries(english)
      .filter(([id]) => !swahili[id]?.translation?.trim())
      .map(([id, entry]) => entry.message ?? id);
    expect(missing).toEqual([]);
  });

  it("count with a select on the plural category, never with lingui's plural (count.ts says why)", async () => {
    const catalog = await loadCatalog();
    const english = (await catalog.read('en')) ?? {};
    const counted = Object.entries(english)
      .map(([id, entry]) => entry.message ?? id)
      .filter((message) => /\{\w+, (plural|selectordinal),/.test(message));
    expect(counted).toEqual([]);
  });
});
