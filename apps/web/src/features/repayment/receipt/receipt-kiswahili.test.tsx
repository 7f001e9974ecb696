import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inKiswahili } from '../../../test/kiswahili.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { inMockApp, SESSION } from '../../../test/repayment/due-test-kit.ts';

inMockApp();
inKiswahili();

describe('/paymentReceipt in Kiswahili', () => {
  it('names every field in Kiswahili; amounts and dates keep their format', async () => {
    renderRoute(`/paymentReceipt?${SESSION}&orderId=1&paymentId=11&language=sw`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Risiti ya malipo' })).toBeInTheDocument();
    const payment = screen.getByRole('region', { name: 'Malipo' });
    expect(within(payment).getByText('Namba ya risiti')).toBeInTheDocument();
    expect(within(payment).getByText('Tarehe')).toBeInTheDocument();
    const parts = screen.getByRole('region', { name: 'Kilicholipwa' });
    expect(within(parts).getByText('Salio baada ya malipo haya').nextSibling).toHaveTextContent(
      '273.000,00 TZS',
    );
    expect(within(parts).getByText('Mtaji wa mkopo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Taarifa ya mkopo' })).toBeInTheDocument();
  });
});
