import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockOpsApi, renderStaff, staffSession } from '../../test/staff/staff-test-kit.tsx';
import { StaffLayout } from './staff-layout.tsx';

const menuOf = () => within(screen.getByRole('navigation', { name: 'Main menu' }));

describe("the console's menu", () => {
  it('shows an agent complaints and messages, never approvals, references or staff', () => {
    mockOpsApi({});
    renderStaff(<StaffLayout>page</StaffLayout>, { session: staffSession(['agent']) });
    const menu = menuOf();
    expect(menu.getByRole('link', { name: 'Complaints' })).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Contact messages' })).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Borrower' })).toBeInTheDocument();
    expect(menu.queryByRole('link', { name: 'Approvals' })).toBeNull();
    expect(menu.queryByRole('link', { name: 'Payment references' })).toBeNull();
    expect(menu.queryByRole('link', { name: 'Staff' })).toBeNull();
    expect(menu.queryByRole('link', { name: 'Audit trail' })).toBeNull();
    expect(screen.getByText(/Signed in as Amina Juma/)).toHaveTextContent('Agent');
  });

  it('shows finance approvals, references and the audit trail, not complaints', () => {
    mockOpsApi({});
    renderStaff(<StaffLayout>page</StaffLayout>, { session: staffSession(['finance']) });
    const menu = menuOf();
    expect(menu.getByRole('link', { name: 'Approvals' })).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Payment references' })).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Audit trail' })).toBeInTheDocument();
    expect(menu.queryByRole('link', { name: 'Complaints' })).toBeNull();
  });

  it('speaks Kiswahili once chosen, and remembers it', async () => {
    mockOpsApi({});
    localStorage.setItem('staff-language', 'sw');
    renderStaff(<StaffLayout>page</StaffLayout>, { session: staffSession(['admin']) });
    expect(
      within(screen.getByRole('navigation', { name: 'Menyu kuu' })).getByRole('link', {
        name: 'Wafanyakazi',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Toka' })).toBeInTheDocument();
  });
});
