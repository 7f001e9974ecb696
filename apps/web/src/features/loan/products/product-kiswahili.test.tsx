import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inKiswahili } from '../../../test/kiswahili.ts';
import { inMockApp, SESSION, spyCall } from '../../../test/loan/loan-details-test-kit.tsx';
import { renderRoute } from '../../../test/render-route.tsx';

inMockApp();
inKiswahili();

describe('/wucheng in Kiswahili', () => {
  it('its sections and Apply', async () => {
    renderRoute(`/wucheng?${SESSION}&productId=1`);
    expect(await screen.findByRole('heading', { name: 'Masharti' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mfano wa mkopo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Omba' })).toBeInTheDocument();
  });

  it("is titled 'Mkopo' while loading", async () => {
    const detail = spyCall('POST /v3/product/detail', () => new Promise(() => {}));
    renderRoute(`/wucheng?${SESSION}&productId=1`);
    await waitFor(() => expect(detail).toHaveBeenCalled());
    await waitFor(() => expect(document.title).toBe('Mkopo'));
  });

  it('a refused product is headed in Kiswahili', async () => {
    spyCall('POST /v3/product/detail', () => ({ code: 404, message: 'This product was not found' }));
    renderRoute(`/wucheng?${SESSION}&productId=1`);
    expect(
      await screen.findByRole('heading', { name: 'Imeshindikana kupakia maelezo ya mkopo huu' }),
    ).toBeInTheDocument();
  });
});
