import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inKiswahili } from '../../../test/kiswahili.ts';
import { inMockApp, SESSION, spyCall } from '../../../test/loan/loan-details-test-kit.tsx';
import { renderRoute } from '../../../test/render-route.tsx';

inMockApp();
inKiswahili();

describe('/riceLemonK in Kiswahili', () => {
  it('says it failed, offers the other products, and titles the page', async () => {
    renderRoute(`/riceLemonK?${SESSION}&productId=1`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Imeshindikana' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Unaweza pia kujaribu' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Maelezo ya ombi'));
  });

  it('a failed load says so in Kiswahili, with Retry', async () => {
    spyCall('POST /service/new/union-error-info', () => {
      throw new TypeError('offline');
    });
    renderRoute(`/riceLemonK?${SESSION}&productId=1`);
    expect(
      await screen.findByRole('heading', { name: 'Imeshindikana kupakia ukurasa huu' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jaribu tena' })).toBeInTheDocument();
  });
});
