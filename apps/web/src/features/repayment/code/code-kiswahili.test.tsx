import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../shared/http/mock-types.ts';
import { inKiswahili } from '../../../test/kiswahili.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { CODE, inMockApp, SESSION, spyCall, stubClipboard } from '../../../test/repayment/due-test-kit.ts';
import { repaymentCodeMock } from './mock.ts';

inMockApp();
inKiswahili();

const openCode = (query = 'orderId=1&productId=2') => renderRoute(`/repaymentOfCode?${SESSION}&${query}`);

describe('/repaymentOfCode in Kiswahili', () => {
  it('the business number and the pay code, Copy and its toast, and the links', async () => {
    stubClipboard(true);
    openCode();
    expect(await screen.findByRole('heading', { level: 1, name: 'Namba ya malipo' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Namba ya malipo'));
    expect(screen.getByText('Kiasi cha kulipa').nextSibling).toHaveTextContent('156.324,66 TZS');
    expect(screen.getByRole('heading', { name: 'Jinsi ya kulipa' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Maelekezo ya malipo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rudi kwenye mkopo wangu' })).toBeInTheDocument();
    expect(screen.getByText('Namba ya kampuni (Lipa Bili)').nextSibling).toHaveTextContent('888999');
    expect(screen.getByRole('button', { name: 'Nakili namba ya kampuni' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nakili namba ya malipo' }));
    expect(await screen.findByText('Imenakiliwa')).toBeInTheDocument();
  });

  it('after a part paid at an agent, says what is left to pay on the code', async () => {
    spyCall(CODE, () => ok({ ...repaymentCodeMock({ orderId: '1' }), remaining: 56_324_66 }));
    openCode();
    expect(await screen.findByText('Kilichobaki kulipa kwa namba hii')).toBeInTheDocument();
    expect(screen.getByTestId('code-remaining')).toHaveTextContent('56.324,66 TZS');
  });

  it('a QR code is named with its amount', async () => {
    openCode('tradeNo=QR20250602000118&orderId=1&productId=2');
    expect(
      await screen.findByRole('img', { name: 'Msimbo wa QR wa kulipa 156.324,66 TZS' }),
    ).toBeInTheDocument();
  });

  it('a replaced code points to the latest one', async () => {
    spyCall(CODE, () => ok(repaymentCodeMock({ tradeNo: 'TR20250602000117', state: 'replaced' })));
    openCode('tradeNo=TR20250602000117&orderId=1&productId=2');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Namba hii imebadilishwa na namba mpya. Tumia namba ya malipo ya karibuni.',
    );
    expect(screen.getByRole('link', { name: 'Onyesha namba ya karibuni' })).toBeInTheDocument();
  });

  it('no code yet', async () => {
    spyCall(CODE, () => ({ code: 404, message: 'Bado hakuna namba ya malipo' }));
    openCode();
    expect(await screen.findByText('Bado hakuna namba ya malipo.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chagua njia ya kulipa' })).toBeInTheDocument();
  });
});
