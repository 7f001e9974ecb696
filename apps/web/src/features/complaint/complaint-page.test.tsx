import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route.tsx';
import { queryOf, SESSION, watchMockCalls } from '../../test/watched-mocks.ts';

const kit = watchMockCalls();
const REFUSED = 'The selected order does not support sending collection types';

const chooseOrder = async (name: RegExp) => {
  await userEvent.click(await screen.findByRole('button', { name: 'All' }));
  await userEvent.click(
    within(screen.getByRole('dialog', { name: 'Choose an order' })).getByRole('button', { name }),
  );
};

describe('/codliverDa: the complaint page', () => {
  it("is 'Online service': 'My complaints' to the list, every problem type with its own icon, in line", async () => {
    const { location } = renderRoute(`/codliverDa?${SESSION}`);
    expect(await screen.findByRole('heading', { name: 'Online service', level: 1 })).toBeInTheDocument();
    const types = within(screen.getByRole('region', { name: 'Select question type' })).getAllByRole('button');
    expect(types.map((type) => type.textContent)).toEqual([
      'Debt collection',
      'Repayment and payments',
      'Loan application and payout',
      'Fees and charges',
      'Account and personal data',
      'App and service',
      'Other',
    ]);
    // Each type its own drawing (the server names one for the first three; the screen has the rest).
    const icons = types.map((type) => type.querySelector('svg path')?.getAttribute('d'));
    expect(icons.every(Boolean)).toBe(true);
    expect(new Set(icons).size).toBe(7);
    await userEvent.click(screen.getByRole('link', { name: 'My complaints' }));
    expect(location()?.pathname).toBe('/complaintList');
    expect(queryOf(location()?.search)).toMatchObject({ userId: '7', sessionId: 's-1' });
  });

  it("'All' lists the borrower's orders; the chosen one shows as a card (logo, name, status, rows)", async () => {
    renderRoute(`/codliverDa?${SESSION}`);
    await chooseOrder(/12$/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Order' });
    expect(card).toHaveTextContent('Haraka Loan');
    expect(card).toHaveTextContent('Overdue');
    expect(card).toHaveTextContent('Loan amount600.000,00 TZS');
  });

  it('a type other than 1 goes to the next step with problemType, orderNo and the common params', async () => {
    const { location } = renderRoute(`/codliverDa?${SESSION}&orderId=12`);
    await userEvent.click(await screen.findByRole('button', { name: 'Fees and charges' }));
    expect(location()?.pathname).toBe('/complainPageNext');
    const query = queryOf(location()?.search);
    expect(query).toMatchObject({
      problemType: '4',
      orderNo: '12',
      userId: '7',
      sessionId: 's-1',
      deviceId: 'd-1',
    });
    expect(query.problemSonType).toBeUndefined();
  });

  it('debt collection on an order that is or was due: the sub-types, then the next step with problemSonType', async () => {
    const { location } = renderRoute(`/codliverDa?${SESSION}&orderId=12`);
    expect(
      screen.queryByRole('list', { name: 'What happened during debt collection?' }),
    ).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Debt collection' }));
    const sons = screen.getByRole('list', { name: 'What happened during debt collection?' });
    await userEvent.click(
      within(sons).getByRole('button', { name: 'Contacting my family, friends or employer' }),
    );
    expect(location()?.pathname).toBe('/complainPageNext');
    expect(queryOf(location()?.search)).toMatchObject({
      problemType: '1',
      problemSonType: '12',
      orderNo: '12',
    });
  });

  it('debt collection on an order that was never due (isShow 0) is refused in words and stays', async () => {
    const { location } = renderRoute(`/codliverDa?${SESSION}`);
    await chooseOrder(/7$/);
    await userEvent.click(screen.getByRole('button', { name: 'Debt collection' }));
    await waitFor(() => expect(kit.toasts()).toContain(REFUSED));
    expect(
      screen.queryByRole('list', { name: 'What happened during debt collection?' }),
    ).not.toBeInTheDocument();
    expect(location()?.pathname).toBe('/codliverDa');
  });

  it('debt collection with no order asks for the loan and opens the orders', async () => {
    renderRoute(`/codliverDa?${SESSION}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Debt collection' }));
    await waitFor(() =>
      expect(kit.toasts()).toContain('Choose the loan this debt collection complaint is about'),
    );
    expect(screen.getByRole('dialog', { name: 'Choose an order' })).toBeInTheDocument();
  });
});
