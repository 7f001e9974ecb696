import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { description, inContentApp, inKiswahili, LENDER } from '../../../test/content/content-test-kit.ts';
import { renderRoute } from '../../../test/render-route.tsx';

const kit = inContentApp();

describe('/sauceEleph: the privacy policy', () => {
  it("is titled 'General Terms and Conditions' and says what is collected, why, for how long, with whom", async () => {
    renderRoute('/sauceEleph');
    const heading = await screen.findByRole('heading', { level: 1, name: 'General Terms and Conditions' });
    expect(heading).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('General Terms and Conditions'));
    const text = document.body.textContent ?? '';
    for (const words of [
      'registered non-bank lender company',
      'Device information',
      'Camera images of your identity document and a selfie',
      'Device identifiers',
      'Your approximate location',
      'loan checks',
      'deleted once they have been used for the loan checks',
      'partner financial institutions',
      'with regulators, or as the law requires',
    ]) {
      expect(text).toContain(words);
    }
    expect(description()).toMatch(/Personal Data Protection Act, 2022/);
  });

  it("states the borrower's rights under the Personal Data Protection Act 2022, and whom to ask", async () => {
    renderRoute('/sauceEleph');
    expect(await screen.findByRole('heading', { name: 'Your rights' })).toBeInTheDocument();
    expect(screen.getByText(/Personal Data Protection Act, 2022 you have the right to/)).toBeInTheDocument();
    for (const right of ['Access', 'Correction', 'Erasure'])
      expect(screen.getByText(right)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Whom to ask' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'data request page' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/dataRequest/),
    );
    expect(await screen.findByText(LENDER.lender.name)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: LENDER.lender.email })).toHaveAttribute(
      'href',
      `mailto:${LENDER.lender.email}`,
    );
    expect(kit.lender).toHaveBeenCalledTimes(1);
  });

  it('a call to the lender goes through the native app', async () => {
    renderRoute('/sauceEleph');
    await userEvent.click(await screen.findByRole('link', { name: LENDER.lender.telephone }));
    expect(kit.android.callTelephone).toHaveBeenCalledWith(
      JSON.stringify({ phone: LENDER.lender.telephone }),
    );
  });

  it('opens at the top when the app navigates to it', async () => {
    const { navigate } = renderRoute('/yan');
    await screen.findByRole('heading', { level: 1, name: 'About us' });
    kit.page.scrollTop = 900;
    await navigate('/sauceEleph');
    await screen.findByRole('heading', { level: 1, name: 'General Terms and Conditions' });
    expect(kit.page.scrollTop).toBe(0);
  });

  it("still reads without the lender's details, and says they could not be loaded", async () => {
    kit.lender.mockImplementation(() => ({ code: 500, message: 'Something went wrong' }));
    renderRoute('/sauceEleph');
    expect(
      await screen.findByText("The lender's details could not be loaded. Please try again later."),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your rights' })).toBeInTheDocument();
    expect(kit.toasts()).toEqual([]);
  });

  it('in Kiswahili', async () => {
    inKiswahili();
    renderRoute('/sauceEleph?language=sw');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vigezo na Masharti ya Jumla' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Vigezo na Masharti ya Jumla'));
    expect(screen.getByRole('heading', { name: 'Haki zako' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tunazihifadhi kwa muda gani' })).toBeInTheDocument();
    expect(screen.getByText('Kupata taarifa')).toBeInTheDocument();
    expect(
      screen.getByText(/Sheria ya Ulinzi wa Taarifa Binafsi ya Tanzania ya mwaka 2022, una haki ya/),
    ).toBeInTheDocument();
    expect(await screen.findByText('Namba ya leseni')).toBeInTheDocument();
    expect(description()).toMatch(/^Taarifa binafsi tunazokusanya/);
  });
});
