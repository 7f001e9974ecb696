import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inContentApp, inKiswahili } from '../../../test/content/content-test-kit.ts';
import { renderRoute } from '../../../test/render-route.tsx';

const kit = inContentApp();

const fill = async (fields: Partial<Record<'Name' | 'Telephone' | 'Suggestion', string>>) => {
  for (const [label, value] of Object.entries(fields)) {
    await userEvent.type(screen.getByLabelText(label), value);
  }
};
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit' }));
const openContact = async (query = '') => {
  renderRoute(`/?section=contact${query}`);
  return screen.findByRole('form', { name: 'Contact form' });
};

describe('the contact form of the official site', () => {
  it("says 'Please provide complete information!' until name, telephone and suggestion are all filled", async () => {
    await openContact();
    await submit();
    await fill({ Name: 'Asha Mrisho', Telephone: '0712345678' });
    await submit();
    await fill({ Suggestion: '   ' });
    await submit();
    await waitFor(() =>
      expect(kit.toasts()).toEqual([
        'Please provide complete information!',
        'Please provide complete information!',
        'Please provide complete information!',
      ]),
    );
    expect(kit.contact).not.toHaveBeenCalled();
  });

  it("sends a complete message, says 'Success!' and empties the form", async () => {
    await openContact();
    await fill({ Name: ' Asha Mrisho ', Telephone: '0712 345 678', Suggestion: 'Please add Airtel Money' });
    await submit();
    await waitFor(() => expect(kit.toasts()).toEqual(['Success!']));
    expect(kit.contact).toHaveBeenCalledExactlyOnceWith({
      name: 'Asha Mrisho',
      telephone: '0712 345 678',
      suggestion: 'Please add Airtel Money',
    });
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Suggestion')).toHaveValue('');
  });

  it("shows the server's refusal in its words and keeps what was typed", async () => {
    kit.contact.mockImplementation(() => ({
      code: 429,
      message: 'Too many messages were sent from this network. Please try again in 12 minutes',
    }));
    await openContact();
    await fill({ Name: 'Asha', Telephone: '0712345678', Suggestion: 'Hello' });
    await submit();
    await waitFor(() =>
      expect(kit.toasts()).toEqual([
        'Too many messages were sent from this network. Please try again in 12 minutes',
      ]),
    );
    expect(screen.getByLabelText('Suggestion')).toHaveValue('Hello');
  });

  it('is a plain HTML form too: without scripts the browser posts it to the server, in the page language', async () => {
    const form = await openContact('&language=sw');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/tapi/content/contact-form?language=sw');
    expect(screen.getByLabelText('Name')).toHaveAttribute('name', 'name');
    expect(screen.getByLabelText('Telephone')).toHaveAttribute('name', 'telephone');
    expect(screen.getByLabelText('Suggestion')).toHaveAttribute('name', 'suggestion');
  });

  it.each([
    ['sent', 'Success!'],
    ['incomplete', 'Please provide complete information!'],
    ['invalid', 'Please check your name, telephone number and suggestion, then send it again.'],
    ['limited', 'Too many messages were sent from this network. Please try again later.'],
  ])('says how a message sent without scripts went (contact=%s)', async (outcome, words) => {
    await openContact(`&contact=${outcome}`);
    expect(screen.getByRole('status')).toHaveTextContent(words);
  });

  it('in Kiswahili', async () => {
    inKiswahili();
    renderRoute('/?section=contact&language=sw&contact=sent');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wasiliana nasi' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Imefanikiwa!');
    await userEvent.click(screen.getByRole('button', { name: 'Tuma' }));
    await waitFor(() => expect(kit.toasts()).toEqual(['Tafadhali jaza taarifa zote!']));
    for (const label of ['Jina', 'Namba ya simu', 'Pendekezo']) {
      await userEvent.type(screen.getByLabelText(label), 'Habari 0712345678');
    }
    await userEvent.click(screen.getByRole('button', { name: 'Tuma' }));
    await waitFor(() => expect(kit.toasts()).toEqual(['Tafadhali jaza taarifa zote!', 'Imefanikiwa!']));
  });
});
