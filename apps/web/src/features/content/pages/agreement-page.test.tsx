import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { description, inContentApp, inKiswahili, LENDER } from '../../../test/content/content-test-kit.ts';
import { renderRoute } from '../../../test/render-route.tsx';

inContentApp();

const terms = () => screen.getAllByRole('listitem').map((item) => item.textContent ?? '');

describe('/elkDandeli: the loan agreement', () => {
  it("states SPEC.md §9's bounds: 400.000 to 800.000 TZS, 91 to 120 days, APR below 14,6 %, aged 18 or more", async () => {
    renderRoute('/elkDandeli');
    expect(await screen.findByRole('heading', { level: 1, name: 'Loan agreement' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Loan agreement'));
    expect(terms()).toEqual(
      expect.arrayContaining([
        'The Borrower confirms being 18 years of age or older.',
        'The Lender lends amounts from 400.000,00 TZS to 800.000,00 TZS.',
        expect.stringMatching(/^A loan runs from 91 to 120 days from the day it is paid out/),
        expect.stringMatching(/^The annual percentage rate \(APR\) of every loan is below 14,60%\./),
      ]),
    );
    expect(description()).toBe(
      'The loan agreement: 400.000,00 TZS to 800.000,00 TZS, 91 to 120 days, an APR below 14,60%, for borrowers aged 18 or older.',
    );
  });

  it('names the Lender from its settings', async () => {
    renderRoute('/elkDandeli');
    expect(await screen.findByRole('heading', { level: 2, name: 'The Lender' })).toBeInTheDocument();
    expect(await screen.findByText(LENDER.lender.name)).toBeInTheDocument();
    expect(screen.getByText(LENDER.lender.licence)).toBeInTheDocument();
  });

  it('in Kiswahili', async () => {
    inKiswahili();
    renderRoute('/elkDandeli?language=sw');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mkataba wa mkopo' })).toBeInTheDocument();
    expect(terms()).toEqual(
      expect.arrayContaining([
        'Mkopaji anathibitisha kuwa ana umri wa miaka 18 au zaidi.',
        'Mkopeshaji hukopesha kiasi cha 400.000,00 TZS hadi 800.000,00 TZS.',
        expect.stringMatching(/^Muda wa mkopo ni siku 91 hadi 120/),
        expect.stringMatching(/^Gharama ya kila mkopo kwa mwaka \(APR\) iko chini ya 14,60%\./),
      ]),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Mkopeshaji' })).toBeInTheDocument();
  });
});
