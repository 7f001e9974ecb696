import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../shared/http/mock-types.ts';
import { inKiswahili } from '../../../test/kiswahili.ts';
import { inMockApp, SESSION, spyCall } from '../../../test/loan/loan-details-test-kit.tsx';
import { renderRoute } from '../../../test/render-route.tsx';

inMockApp();
inKiswahili();

describe('/period in Kiswahili', () => {
  it('is titled and headed in Kiswahili', async () => {
    renderRoute(`/period?${SESSION}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mikopo mingine' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Mikopo mingine'));
  });

  it('an empty list says so in Kiswahili', async () => {
    spyCall('POST /v3/product/recommend', () => ok({ products: [] }));
    renderRoute(`/period?${SESSION}`);
    expect(await screen.findByText('Hakuna mikopo kwa sasa')).toBeInTheDocument();
  });
});
