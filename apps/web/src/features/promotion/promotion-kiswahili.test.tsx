import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inKiswahili } from '../../test/kiswahili.ts';
import { LANDING, renderPromotion } from '../../test/promotion/promotion-test-kit.tsx';
import { watchMockCalls } from '../../test/watched-mocks.ts';

const kit = watchMockCalls();
inKiswahili();

describe('the promotion screens in Kiswahili', () => {
  it('the form and its checks', async () => {
    renderPromotion(`${LANDING}&language=sw`);
    expect(await screen.findByLabelText('Namba ya simu')).toBeInTheDocument();
    expect(screen.getByLabelText('Herufi zilizo kwenye picha')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pata msimbo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'vigezo na masharti ya usajili' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pata msimbo' }));
    await waitFor(() => expect(kit.toasts()).toContain('Weka namba sahihi ya simu'));
  });

  it('the registration terms', () => {
    renderPromotion('/agreementTemplate?id=1');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Vigezo na masharti ya usajili' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sera ya faragha' })).toBeInTheDocument();
  });

  it('the download page', async () => {
    renderPromotion('/downloadTemplate?id=1');
    expect(await screen.findByRole('heading', { name: 'Pakua programu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ipate kwenye Google Play' })).toBeInTheDocument();
  });
});
