import { describe, expect, it } from '@jest/globals';
import { act, render, screen, waitFor, within, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BRAND } from '@warmwise/common';
import { MemoryRouter } from 'react-router-dom';
import { createApolloClient } from '../app/apolloClient';
import { AppProviders } from '../app/AppProviders';
import type { ContactMessageInput } from '../gql/graphql';
import { server } from '../test/server';
import { ContactPage } from './ContactPage';
import { answerSendContactMessage, failSendContactMessage } from './test/contactHandlers';
import type { ContactMessageValues } from './useContactForm';

async function renderContactPage() {
  const user = userEvent.setup();
  const client = createApolloClient(new URL('/graphql', window.location.href).href);
  let view: RenderResult | undefined;
  await act(async () => {
    view = render(
      <AppProviders client={client}>
        <MemoryRouter initialEntries={['/contact']}>
          <ContactPage />
        </MemoryRouter>
      </AppProviders>,
    );
  });
  if (!view) throw new Error('render did not run');
  return { user, ...view };
}

type User = Awaited<ReturnType<typeof renderContactPage>>['user'];

const FILLED: ContactMessageValues = {
  name: 'Sam Smith',
  email: 'sam@example.com',
  subject: 'Loft insulation',
  message: 'Do you cover the Borders?',
};

const form = () => screen.getByRole('form', { name: 'Send us a message' });
const field = (label: string) => within(form()).getByLabelText(label, { exact: false });
const sendButton = () => within(form()).getByRole('button', { name: 'Send Message' });

async function fillIn(user: User, values: Partial<ContactMessageValues>) {
  const labels: Record<keyof ContactMessageValues, string> = { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' };
  for (const [key, value] of Object.entries(values) as Array<[keyof ContactMessageValues, string]>) {
    if (!value) continue;
    // Pasted rather than typed key by key: the form is what is under test, not the keyboard.
    await user.click(field(labels[key]));
    await user.paste(value);
  }
}

describe('/contact', () => {
  it('shows the office address, support e-mail and business hours from the brand record', async () => {
    await renderContactPage();
    expect(document.title).toBe(`Contact Us | ${BRAND.productName}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Get in touch' });
    expect(details.querySelector('address')).toHaveTextContent(BRAND.officeAddress.join(''));
    expect(within(details).getByRole('link', { name: BRAND.supportEmail })).toHaveAttribute('href', `mailto:${BRAND.supportEmail}`);
    expect(within(details).getByText('Monday-Friday 9:00 AM-5:00 PM')).toBeInTheDocument();
  });

  it('asks for Name, an e-mail typed Email, Subject and Message', async () => {
    await renderContactPage();
    expect(field('Name')).toHaveAttribute('name', 'name');
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Subject')).toHaveAttribute('name', 'subject');
    expect(field('Message').tagName).toBe('TEXTAREA');
  });

  it('sends the message, clears the form and thanks the visitor', async () => {
    const sent: ContactMessageInput[] = [];
    server.use(answerSendContactMessage(sent));
    const { user } = await renderContactPage();
    await fillIn(user, { ...FILLED, name: '  Sam Smith ' });
    await user.click(sendButton());

    const dialog = await screen.findByRole('alertdialog', { name: 'Thank You!' });
    expect(within(dialog).getByText(/Your message has been sent/)).toBeInTheDocument();
    expect(sent).toEqual([FILLED]);

    await user.click(within(dialog).getByText('Close', { selector: 'button' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Thank You!' })).not.toBeInTheDocument());
    for (const label of ['Name', 'Email', 'Subject', 'Message']) expect(field(label)).toHaveValue('');
  });

  it('shows the sending state while the message is on its way', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(answerSendContactMessage([], held));
    const { user } = await renderContactPage();
    await fillIn(user, FILLED);
    await user.click(sendButton());

    const busy = await within(form()).findByRole('button', { name: /Sending/ });
    expect(busy).toBeDisabled();
    await act(async () => release());
    expect(await screen.findByRole('alertdialog', { name: 'Thank You!' })).toBeInTheDocument();
  });

  it.each<keyof ContactMessageValues>(['name', 'email', 'subject', 'message'])('refuses to send without %s', async (left) => {
    const sent: ContactMessageInput[] = [];
    server.use(answerSendContactMessage(sent));
    const { user } = await renderContactPage();
    await fillIn(user, { ...FILLED, [left]: '' });
    await user.click(sendButton());

    expect(await screen.findByText('Please fill in all fields.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(form().querySelector(`[name="${left}"]`)).toHaveAttribute('aria-invalid', 'true');
  });

  it('counts a field of spaces as empty', async () => {
    const { user } = await renderContactPage();
    await fillIn(user, { ...FILLED, subject: '   ' });
    await user.click(sendButton());
    expect(await screen.findByText('Please fill in all fields.')).toBeInTheDocument();
  });

  it('refuses a malformed e-mail address with the shared message', async () => {
    const { user } = await renderContactPage();
    await fillIn(user, { ...FILLED, email: 'sam@example' });
    await user.click(sendButton());
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('shows the server’s message and keeps what was written when sending fails', async () => {
    server.use(failSendContactMessage({ message: 'Too many messages. Try again in 59 minutes.' }));
    const { user } = await renderContactPage();
    await fillIn(user, FILLED);
    await user.click(sendButton());

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Too many messages. Try again in 59 minutes.')).toBeInTheDocument();
    expect(field('Message')).toHaveValue(FILLED.message);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('falls back to its own words when the server gives none', async () => {
    server.use(failSendContactMessage({ status: 502 }));
    const { user } = await renderContactPage();
    await fillIn(user, FILLED);
    await user.click(sendButton());
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to send message. Please try again.')).toBeInTheDocument();
  });
});
