import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Link } from './app-link.tsx';

const Where = () => {
  const location = useLocation();
  return <output>{`${location.pathname}${location.search}`}</output>;
};

const renderAt = (onClick?: () => void) =>
  render(
    <MemoryRouter initialEntries={['/spring?orderId=7']}>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
      <Link to="/sunflowerP?orderId=7" className="due-button" onClick={onClick}>
        Pay now
      </Link>
    </MemoryRouter>,
  );

describe('Link (the app link)', () => {
  it('is a real link to its screen, navigated on the client when tapped', async () => {
    const onClick = vi.fn();
    renderAt(onClick);
    const link = screen.getByRole('link', { name: 'Pay now' });
    expect(link).toHaveAttribute('href', '/sunflowerP?orderId=7');
    expect(link).toHaveClass('due-button');
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByRole('status')).toHaveTextContent('/sunflowerP?orderId=7');
  });

  it('leaves the navigation alone when its onClick prevents it', async () => {
    render(
      <MemoryRouter initialEntries={['/spring']}>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
        <Link to="/leadership" onClick={(event) => event.preventDefault()}>
          Stay
        </Link>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Stay' }));
    expect(screen.getByRole('status')).toHaveTextContent('/spring');
  });
});
