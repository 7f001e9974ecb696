import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { inKiswahili } from '../../../test/kiswahili.ts';
import { answerDetails, inMockApp, openDetails } from '../../../test/loan/loan-details-test-kit.tsx';

vi.mock('./page-nav.ts', () => ({ replacePage: vi.fn(), openPage: vi.fn() }));
inMockApp();
inKiswahili();

describe('loan details in Kiswahili', () => {
  it('the order, its plan and its buttons', async () => {
    answerDetails(180, { isDelay: '1', isScore: 0 });
    openDetails();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Kiasi cha mkopo')).toBeInTheDocument();
    const plan = screen.getByRole('heading', { name: 'Mpango wa marejesho' })
      .nextElementSibling as HTMLElement;
    expect(within(plan).getAllByText('Imechelewa').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'LIPA' })).toBeInTheDocument();
    const rollover = screen.getByRole('button', { name: 'Sogeza muda wa kulipa' });
    expect(rollover.parentElement).toHaveTextContent('Pesa haitoshi?');
    await waitFor(() => expect(document.title).toBe('Maelezo ya mkopo'));
  });

  it('when we last reminded the borrower', async () => {
    answerDetails(174, { isScore: 0, reminders: [{ kind: 'due', sentAt: '2025-06-02 08:00:04' }] });
    openDetails();
    expect(
      await screen.findByText((_, node) => node?.textContent === 'Tulikukumbusha tarehe 2025-06-02'),
    ).toBeInTheDocument();
  });

  it('the rating dialog: stars, a request to choose one, and the thanks', async () => {
    answerDetails(170);
    openDetails('/squidChive1');
    const dialog = await screen.findByRole('dialog', { name: 'Tupe tathmini' });
    expect(dialog).toHaveTextContent('Unaionaje huduma yetu?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tuma' }));
    expect(await screen.findByText('Tafadhali chagua nyota')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'nyota 2' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tuma' }));
    const thanks = await screen.findByRole('dialog', { name: 'Asante kwa maoni yako' });
    expect(thanks).toHaveTextContent('Tutaendelea kuboresha huduma zetu.');
  });

  it("the server message with 'Toa pesa sasa', and the bank-card prompt", async () => {
    answerDetails(151, { reyMsg: 'Your loan is ready to withdraw.' });
    openDetails();
    const message = await screen.findByRole('dialog');
    expect(within(message).getByRole('button', { name: 'Toa pesa sasa' })).toBeInTheDocument();
    await userEvent.click(within(message).getByRole('button', { name: 'Ghairi' }));
    const prompt = await screen.findByRole('dialog', { name: 'Payout failed' });
    expect(
      within(prompt).getByRole('button', { name: 'Badilisha akaunti ya kupokea mkopo' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Badilisha akaunti' })).toBeInTheDocument();
  });

  it("the recommended products and 'Tazama mikopo zaidi'", async () => {
    answerDetails(200);
    openDetails();
    expect(await screen.findByRole('heading', { name: 'Tunakupendekezea' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tazama mikopo zaidi' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kopa tena' })).toBeInTheDocument();
  });
});
