import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog.tsx';

describe('Dialog', () => {
  it('shows title, content and actions, and runs the tapped action', async () => {
    const agree = vi.fn();
    render(
      <Dialog
        visible
        title="Point out"
        actions={[{ key: 'a', text: 'Agree', primary: true, onClick: agree }]}
      >
        Stay?
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Point out' })).toHaveTextContent('Stay?');
    await userEvent.click(screen.getByRole('button', { name: 'Agree' }));
    expect(agree).toHaveBeenCalledOnce();
  });

  it('renders nothing when not visible', () => {
    render(<Dialog visible={false} title="x" actions={[]} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has no way to close from the mask unless asked, and a close icon only when given', async () => {
    const close = vi.fn();
    const { rerender } = render(<Dialog visible title="t" actions={[]} />);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    rerender(<Dialog visible title="t" actions={[]} onClose={close} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(close).toHaveBeenCalledOnce();
  });
});
