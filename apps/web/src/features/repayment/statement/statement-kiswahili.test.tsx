import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inKiswahili } from '../../../test/kiswahili.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { inMockApp, SESSION } from '../../../test/repayment/due-test-kit.ts';

inMockApp();
inKiswahili();

describe('/loanStatement in Kiswahili', () => {
  it('names the totals, the lines and the download in Kiswahili; amounts keep their format', async () => {
    renderRoute(`/loanStatement?${SESSION}&orderId=1&language=sw`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Taarifa ya mkopo' })).toBeInTheDocument();
    expect(screen.getByText('Unadaiwa leo').nextSibling).toHaveTextContent('273.000,00 TZS');
    expect(screen.getByText('Kilicholipwa hadi sasa')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pakua PDF' })).toBeInTheDocument();
    const [first] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(first).toHaveTextContent('Kiasi 400.000,00 TZS');
    expect(first).toHaveTextContent('Salio 400.000,00 TZS');
  });
});
