import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REPAYMENT_INFO_KEY } from '@tz-loan/contract/repayment/paths';
import { describe, expect, it } from 'vitest';
import { inKiswahili } from '../../../test/kiswahili.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { inMockApp, SESSION, stubClipboard } from '../../../test/repayment/due-test-kit.ts';
import { REPAYMENT_OWNER_KEY } from './code-stored-info.ts';
import { repaymentInfoMock } from './mock.ts';

inMockApp();
inKiswahili();

const openStored = () => renderRoute(`/repaymentOfCode2?${SESSION}&orderId=1&productId=2`);

describe('/repaymentOfCode2 in Kiswahili', () => {
  it('the kept code: contract number, total, pay code and the copy buttons', async () => {
    stubClipboard(true);
    localStorage.setItem(REPAYMENT_INFO_KEY, JSON.stringify(repaymentInfoMock));
    localStorage.setItem(
      REPAYMENT_OWNER_KEY,
      JSON.stringify({ userId: '7', orderId: '1', tradeNo: 'TR20250602000117', payCode: '845210337' }),
    );
    openStored();
    expect(await screen.findByText('Namba ya mkataba')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Namba ya malipo' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Namba ya malipo'));
    expect(screen.getByText('Jumla ya kulipa').nextSibling).toHaveTextContent('156.324,66 TZS');
    expect(screen.getByRole('button', { name: 'Nakili namba ya mkataba' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nakili namba ya malipo' }));
    expect(await screen.findByText('Imenakiliwa')).toBeInTheDocument();
  });

  it('nothing kept: no code yet, and the way to pay', async () => {
    openStored();
    expect(await screen.findByText('Bado hakuna namba ya malipo.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chagua njia ya kulipa' })).toBeInTheDocument();
  });
});
