import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inKiswahili } from '../../test/kiswahili.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { SESSION, watchMockCalls } from '../../test/watched-mocks.ts';

watchMockCalls();
inKiswahili();

describe('/ussdPin in Kiswahili', () => {
  it('names the PIN, its fields and its refusals in Kiswahili', async () => {
    const user = userEvent.setup();
    renderRoute(`/ussdPin?${SESSION}&mobilePhone=255712345678&language=sw`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Namba ya siri ya USSD' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Bado huna namba ya siri.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tuma msimbo' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Msimbo kutoka kwenye SMS'), '123456');
    await user.type(screen.getByLabelText('Namba mpya ya siri (tarakimu 4)'), '1234');
    await user.type(screen.getByLabelText('Namba mpya ya siri tena'), '4321');
    await user.click(screen.getByRole('button', { name: 'Hifadhi namba ya siri' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Namba hizo mbili za siri hazifanani.');
  });
});
