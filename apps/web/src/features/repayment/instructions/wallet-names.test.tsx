import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { screen, within } from '@testing-library/react';
import { MOBILE_MONEY_WALLETS } from '@tz-loan/contract/repayment/mobile-money';
import { describe, expect, it } from 'vitest';
import { inKiswahili } from '../../../test/kiswahili.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { inMockApp, SESSION } from '../../../test/repayment/due-test-kit.ts';

inMockApp();

// Tigo Pesa is called Mixx by Yas now (PRODUCT.md §17): a borrower told to open 'Tigo Pesa' looks for
// an app that is no longer there. The old name must not be anywhere a borrower reads.
const OLD_NAME = /tigo\s*-?\s*pesa/i;
const WALLET_NAMES = MOBILE_MONEY_WALLETS.map((wallet) => wallet.name);

const WEB = resolve(import.meta.dirname, '../../../..');
const CONTRACT = resolve(WEB, '../../packages/contract/src');

const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });

// What reaches a borrower from the web side: the screens' texts and their catalogs, the mock data
// that mock mode shows, the pictures and pages served as they are, the contract's lists.
const isTest = (path: string) => /\.test\.tsx?$|[/\\]test[/\\]/.test(path);
const readable = [
  ...filesUnder(join(WEB, 'src')).filter((path) => /\.(tsx?|po|css|json)$/.test(path) && !isTest(path)),
  ...filesUnder(join(WEB, 'public')),
  ...filesUnder(join(WEB, 'h5')),
  join(WEB, 'index.html'),
  ...filesUnder(CONTRACT).filter((path) => !isTest(path)),
];

describe("no 'Tigo Pesa' anywhere a borrower reads", () => {
  it('in the sources, catalogs, mock data, pictures and pages of the app and the contract', () => {
    expect(readable.length).toBeGreaterThan(100);
    const naming = readable
      .filter((path) => OLD_NAME.test(readFileSync(path, 'utf8')))
      .map((path) => relative(WEB, path));
    expect(naming).toEqual([]);
  });

  it('the payment instructions name every wallet of the list by its current name', async () => {
    renderRoute(`/dragonpayPaymentInstructions?${SESSION}&orderId=1&productId=2`);
    const wallets = within(await screen.findByRole('region', { name: 'Pay with your e-wallet (bill pay)' }));
    expect(wallets.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(WALLET_NAMES);
    expect(wallets.getByText('Dial *150*01# or open the Mixx by Yas app.')).toBeInTheDocument();
    expect(wallets.getByText('Dial *150*08# or open the AzamPesa app.')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(OLD_NAME);
  });

  it('the ways to pay on /sunflowerP are the list of wallets, then the QR and the pay page', async () => {
    renderRoute(`/sunflowerP?${SESSION}&orderId=1&productId=2`);
    await screen.findByRole('button', { name: 'Pay Now' });
    const names = screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
    expect(names.slice(0, WALLET_NAMES.length)).toEqual(WALLET_NAMES);
    expect(document.body.textContent).not.toMatch(OLD_NAME);
  });

  describe('in Kiswahili', () => {
    inKiswahili();

    it('the payment instructions', async () => {
      renderRoute(`/dragonpayPaymentInstructions?${SESSION}&orderId=1&productId=2`);
      const wallets = within(
        await screen.findByRole('region', { name: 'Lipa kwa akaunti ya pesa kwa simu (Lipa Bili)' }),
      );
      expect(wallets.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(WALLET_NAMES);
      expect(wallets.getByText('Piga *150*01# au fungua programu ya Mixx by Yas.')).toBeInTheDocument();
      expect(
        screen.getByRole('button', {
          name: 'Kuza picha: Skrini ya Lipa Bili ya Mixx by Yas: namba ya kampuni 888999 na namba yako ya malipo',
        }),
      ).toBeInTheDocument();
      expect(document.body.textContent).not.toMatch(OLD_NAME);
    });
  });
});
