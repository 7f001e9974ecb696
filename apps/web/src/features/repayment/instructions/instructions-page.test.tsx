import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import { inMockApp, SESSION } from '../../../test/repayment/due-test-kit.ts';

inMockApp();

const open = () => renderRoute(`/dragonpayPaymentInstructions?${SESSION}&orderId=1&productId=2`);
const MPESA_PICTURE = 'M-Pesa bill pay screen: business number 888999 and your pay code';

describe('/dragonpayPaymentInstructions: static guidance', () => {
  it('e-wallet bill pay: one block of numbered steps per wallet, with business number 888999', async () => {
    open();
    const wallets = within(await screen.findByRole('region', { name: 'Pay with your e-wallet (bill pay)' }));
    expect(wallets.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'M-Pesa',
      'Mixx by Yas',
      'Airtel Money',
      'HaloPesa',
      'AzamPesa',
    ]);
    const mpesaSteps = within(wallets.getAllByRole('list')[0] as HTMLElement).getAllByRole('listitem');
    expect(mpesaSteps.map((step) => step.textContent)).toEqual([
      'Dial *150*00# or open the M-Pesa app.',
      'Choose Lipa kwa M-Pesa, then Pay bill.',
      'Enter business number 888999.',
      'Enter the reference: your pay code.',
      'Enter the amount to pay.',
      'Enter your PIN to confirm.',
      'Keep the SMS receipt.',
    ]);
    await waitFor(() => expect(document.title).toBe('Payment instructions'));
  });

  it('pay at a shop or agent: pay code and amount, cash, receipt, the loan updates when the agent confirms', async () => {
    open();
    const agent = within(await screen.findByRole('region', { name: 'Pay at a shop or agent' }));
    expect(agent.getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      'Give the agent your pay code and the amount to pay.',
      'Pay the amount in cash.',
      'Keep the receipt.',
      'Your loan updates when the agent confirms the payment.',
    ]);
  });

  it('each block has an illustration, loaded lazily with its size set', async () => {
    open();
    const thumbs = await screen.findAllByRole('button', { name: /^Enlarge: / });
    expect(thumbs).toHaveLength(6);
    for (const thumb of thumbs) {
      const img = thumb.querySelector('img');
      expect(img?.getAttribute('loading')).toBe('lazy');
      expect(img?.getAttribute('width')).toBe('88');
      expect(img?.getAttribute('height')).toBe('132');
      expect(img?.getAttribute('src')).toMatch(/^\/pay-guide\/[a-z]+\.svg$/);
    }
  });

  it('tapping an image enlarges it; tapping it again closes it', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: `Enlarge: ${MPESA_PICTURE}` }));
    const overlay = screen.getByRole('dialog', { name: MPESA_PICTURE });
    expect(within(overlay).getByRole('img', { name: MPESA_PICTURE }).getAttribute('src')).toBe(
      '/pay-guide/mpesa.svg',
    );
    await user.click(within(overlay).getByRole('img', { name: MPESA_PICTURE }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the close button and Escape close the enlarged image', async () => {
    const user = userEvent.setup();
    open();
    const agentThumb = await screen.findByRole('button', { name: /^Enlarge: A mobile-money agent/ });
    await user.click(agentThumb);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(agentThumb).toHaveFocus();
    await user.click(agentThumb);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
