import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REPAYMENT_INFO_KEY } from '@tz-loan/contract/repayment/paths';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import { inMockApp, linkTarget, SESSION, stubClipboard } from '../../../test/repayment/due-test-kit.ts';
import { REPAYMENT_OWNER_KEY } from './code-stored-info.ts';
import { repaymentInfoMock } from './mock.ts';

inMockApp();

// Kept as Pay Now keeps it: for borrower 7 (SESSION) and order 1, whose open code the mock server has.
const OWNER = { userId: '7', orderId: '1', tradeNo: 'TR20250602000117', payCode: '845210337' };
const store = (value: unknown) => {
  localStorage.setItem(REPAYMENT_INFO_KEY, typeof value === 'string' ? value : JSON.stringify(value));
  localStorage.setItem(REPAYMENT_OWNER_KEY, JSON.stringify(OWNER));
};
const openStored = () => renderRoute(`/repaymentOfCode2?${SESSION}&orderId=1&productId=2`);
const totalPayment = () => screen.getByText('Total payment').nextSibling;

describe('/repaymentOfCode2: the repayment info kept on the phone', () => {
  it('shows the logo, the contract number, the total payment (repayAmount) and the pay code', async () => {
    store(repaymentInfoMock);
    openStored();
    // The title is there while the phone reads what it kept and the server checks it.
    expect(await screen.findByRole('heading', { level: 1, name: 'Repayment code' })).toBeInTheDocument();
    expect(document.querySelector('main.code-page [aria-busy="true"]')).not.toBeNull();
    expect((await screen.findByText('Contract number')).nextSibling).toHaveTextContent('TZL2025050200117');
    expect(screen.getAllByRole('heading', { level: 1, name: 'Repayment code' })).toHaveLength(1);
    expect(document.querySelector('.code-logo')?.getAttribute('src')).toBe('/logos/mwezi.svg');
    expect(totalPayment()).toHaveTextContent('156.324,66 TZS');
    expect(screen.getByTestId('pay-code').textContent).toBe('845210337');
  });

  it('total payment is the delay amount when repayAmount is 0 (a deferral)', async () => {
    store({ ...repaymentInfoMock, repayAmount: 0 });
    openStored();
    expect(await screen.findByText('Total payment')).toBeInTheDocument();
    expect(totalPayment()).toHaveTextContent('18.758,96 TZS');
  });

  it('notes grouped by channel: a heading per channel, each named step list as an ordered list', async () => {
    store(repaymentInfoMock);
    openStored();
    const mpesa = within(await screen.findByRole('region', { name: 'M-Pesa' }));
    expect(mpesa.getByRole('heading', { level: 2, name: 'M-Pesa' })).toBeInTheDocument();
    expect(mpesa.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'With the menu (*150*00#)',
      'With the M-Pesa app',
    ]);
    const [menu, app] = mpesa.getAllByRole('list');
    expect(menu?.tagName).toBe('OL');
    expect(within(menu as HTMLElement).getAllByRole('listitem')).toHaveLength(4);
    expect(within(app as HTMLElement).getAllByRole('listitem')[1]).toHaveTextContent(
      'Enter 888999 and the pay code.',
    );
    const mixx = within(screen.getByRole('region', { name: 'Mixx by Yas' }));
    expect(mixx.getByRole('heading', { level: 3, name: 'With the menu (*150*01#)' })).toBeInTheDocument();
  });

  it('copies the contract number, the business number and the pay code, each with its own button', async () => {
    const writeText = stubClipboard(true);
    store(repaymentInfoMock);
    openStored();
    await userEvent.click(await screen.findByRole('button', { name: 'Copy contract number' }));
    expect(screen.getByTestId('business-number').textContent).toBe('888999');
    await userEvent.click(screen.getByRole('button', { name: 'Copy business number' }));
    await userEvent.click(screen.getByRole('button', { name: 'Copy pay code' }));
    expect(writeText.mock.calls).toEqual([['TZL2025050200117'], ['888999'], ['845210337']]);
    expect(await screen.findByText('Copied')).toBeInTheDocument();
  });

  it.each([
    ['missing', undefined],
    ['not JSON', '{"defDetail":'],
    ['not an object', '"845210337"'],
    ['without payNotice', { ...repaymentInfoMock, defDetail: { logo: '', payCode: '845210337' } }],
    [
      'with a step list that is not a list',
      {
        ...repaymentInfoMock,
        defDetail: { ...repaymentInfoMock.defDetail, payNotice: { 'M-Pesa': 'dial' } },
      },
    ],
    ['with a negative amount', { ...repaymentInfoMock, repayAmount: -5 }],
    ['with an amount as text', { ...repaymentInfoMock, repayAmount: '156324.66' }],
  ])("%s in storage: 'No repayment code yet.' and the way to /sunflowerP", async (_, value) => {
    if (value !== undefined) store(value);
    openStored();
    expect(await screen.findByText('No repayment code yet.')).toBeInTheDocument();
    expect(linkTarget(screen.getByRole('link', { name: 'Choose how to pay' }))).toMatchObject({
      path: '/sunflowerP',
      query: { orderId: '1', productId: '2' },
    });
  });
});
