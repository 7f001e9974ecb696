import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inKiswahili } from '../../../test/kiswahili.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { inMockApp, SESSION } from '../../../test/repayment/due-test-kit.ts';

inMockApp();
inKiswahili();

const MPESA_PICTURE = 'Skrini ya Lipa Bili ya M-Pesa: namba ya kampuni 888999 na namba yako ya malipo';

describe('/dragonpayPaymentInstructions in Kiswahili', () => {
  it('the wallet steps, the agent steps and the enlarged picture', async () => {
    renderRoute(`/dragonpayPaymentInstructions?${SESSION}&orderId=1&productId=2`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Maelekezo ya malipo' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Maelekezo ya malipo'));
    const wallets = within(
      screen.getByRole('region', { name: 'Lipa kwa akaunti ya pesa kwa simu (Lipa Bili)' }),
    );
    const mpesa = within(wallets.getAllByRole('list')[0] as HTMLElement).getAllByRole('listitem');
    expect(mpesa.slice(0, 3).map((step) => step.textContent)).toEqual([
      'Piga *150*00# au fungua programu ya M-Pesa.',
      'Chagua Lipa kwa M-Pesa, kisha Lipa Bili.',
      'Weka namba ya kampuni 888999.',
    ]);
    const agent = within(screen.getByRole('region', { name: 'Lipa dukani au kwa wakala' }));
    expect(agent.getByRole('heading', { name: 'Lipa taslimu kwa namba yako ya malipo' })).toBeInTheDocument();
    expect(agent.getAllByRole('listitem')[1]).toHaveTextContent('Lipa kiasi hicho kwa taslimu.');

    await userEvent.click(screen.getByRole('button', { name: `Kuza picha: ${MPESA_PICTURE}` }));
    const overlay = within(screen.getByRole('dialog', { name: MPESA_PICTURE }));
    expect(overlay.getByRole('button', { name: 'Punguza ukubwa' })).toBeInTheDocument();
    await userEvent.click(overlay.getByRole('button', { name: 'Funga' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
