import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPLAINT_PATHS } from '@tz-loan/contract/complaint/paths';
import { SERVICE_TELEPHONE } from '@tz-loan/contract/platform/constants';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route.tsx';
import { SESSION, watchMockCalls } from '../../test/watched-mocks.ts';

const kit = watchMockCalls();
const CONTACT = `${COMPLAINT_PATHS.contactInfo.method} ${COMPLAINT_PATHS.contactInfo.path}`;

describe('/pinetreeIs: customer service', () => {
  it('asks for the contact with overall=30; the number asks the native app to call; the e-mail opens a mail client', async () => {
    kit.call(CONTACT).mockImplementation(() => ({
      code: '00',
      message: 'success',
      data: { smWa: '+255 22 123 4567', email: 'help@lender.example' },
    }));
    const { location } = renderRoute(`/pinetreeIs?${SESSION}`);
    await userEvent.click(await screen.findByRole('button', { name: /\+255 22 123 4567/ }));
    expect(kit.call(CONTACT)).toHaveBeenCalledWith({ overall: 30 });
    expect(kit.android.callTelephone).toHaveBeenCalledWith(JSON.stringify({ phone: '+255 22 123 4567' }));
    expect(screen.getByRole('link', { name: /help@lender\.example/ })).toHaveAttribute(
      'href',
      'mailto:help@lender.example',
    );
    await userEvent.click(screen.getByRole('link', { name: /File a complaint/ }));
    expect(location()?.pathname).toBe('/codliverDa');
  });

  it('links My data', async () => {
    const { location } = renderRoute(`/pinetreeIs?${SESSION}`);
    await userEvent.click(await screen.findByRole('link', { name: /My data/ }));
    expect(location()?.pathname).toBe('/myData');
  });

  it('links the USSD PIN', async () => {
    const { location } = renderRoute(`/pinetreeIs?${SESSION}`);
    await userEvent.click(await screen.findByRole('link', { name: /USSD PIN/ }));
    expect(location()?.pathname).toBe('/ussdPin');
  });

  it("calls the build's service number when the server gives none", async () => {
    kit
      .call(CONTACT)
      .mockImplementation(() => ({ code: '00', message: 'success', data: { smWa: '', email: '' } }));
    renderRoute(`/pinetreeIs?${SESSION}`);
    await userEvent.click(
      await screen.findByRole('button', { name: new RegExp(SERVICE_TELEPHONE.replace(/\+/g, '\\+')) }),
    );
    expect(kit.android.callTelephone).toHaveBeenCalledWith(JSON.stringify({ phone: SERVICE_TELEPHONE }));
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
  });
});
