import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { description, inContentApp, inKiswahili, LENDER } from '../../../test/content/content-test-kit.ts';
import { renderRoute } from '../../../test/render-route.tsx';

inContentApp();

describe('/yan: about us', () => {
  it('tells the mission, the advantages, the team and how to reach the lender', async () => {
    renderRoute('/yan');
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('About us'));
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual(['Our mission', 'Why borrow with us', 'Our team', 'Contact']);
    expect(
      screen.getByText('Loans from 400.000,00 TZS to 800.000,00 TZS, for 91 to 120 days.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The annual percentage rate (APR) is always below 14,60%.')).toBeInTheDocument();
    expect(await screen.findByText(LENDER.lender.address)).toBeInTheDocument();
    expect(screen.getByText(LENDER.lender.licence)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: LENDER.lender.telephone })).toHaveAttribute(
      'href',
      'tel:+255220000000',
    );
    expect(description()).toBe('Who we are: our mission, why borrow with us, our team and how to reach us.');
  });

  it('in Kiswahili', async () => {
    inKiswahili();
    renderRoute('/yan?language=sw');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kuhusu sisi' })).toBeInTheDocument();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual(['Dhamira yetu', 'Kwa nini ukope kwetu', 'Timu yetu', 'Mawasiliano']);
    expect(
      screen.getByText('Mikopo ya 400.000,00 TZS hadi 800.000,00 TZS, kwa siku 91 hadi 120.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Jina lililosajiliwa')).toBeInTheDocument();
    expect(screen.getByText('Barua pepe')).toBeInTheDocument();
  });
});
