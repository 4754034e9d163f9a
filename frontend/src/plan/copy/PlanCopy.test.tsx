import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { EMAIL_MESSAGES, PLAN_COPY_SENDING_MESSAGE } from '@warmwise/common';
import { graphql, HttpResponse } from 'msw';
import { SESSION_KEYS } from '../../storage/keys';
import { server } from '../../test/server';
import { PROPERTY_ID } from '../test/planHandlers';
import { renderPlan } from '../test/renderPlan';

const copySection = () => screen.getByRole('region', { name: 'A copy to keep' });
const emailForm = () => within(copySection()).getByRole('form', { name: 'E-mail me this plan' });
const addressField = () => within(emailForm()).getByLabelText('E-mail address to send the plan to');

/** Answers EmailPlan as the server does (true whatever happened) and keeps what was asked. */
function acceptEmailPlan(asked: Array<Record<string, unknown>>) {
  return graphql.mutation('EmailPlan', ({ variables }) => {
    asked.push(variables);
    return HttpResponse.json({ data: { emailPlan: true } });
  });
}

async function sendTo(address: string) {
  const view = await renderPlan();
  await screen.findByRole('region', { name: 'A copy to keep' });
  await view.user.clear(addressField());
  if (address) await view.user.type(addressField(), address);
  await view.user.click(within(emailForm()).getByRole('button', { name: 'Send' }));
  return view;
}

describe('a copy of the plan to keep', () => {
  it('links straight to the PDF, a download that needs no script', async () => {
    await renderPlan();
    const link = within(await screen.findByRole('region', { name: 'A copy to keep' })).getByRole('link', { name: 'Download PDF' });
    expect(link).toHaveAttribute('href', `/api/properties/${PROPERTY_ID}/energy-plan/pdf`);
    expect(link).toHaveAttribute('download');
  });

  it('starts the address with the one given in the wizard', async () => {
    sessionStorage.setItem(SESSION_KEYS.userEmail, 'householder@example.com');
    await renderPlan();
    await screen.findByRole('region', { name: 'A copy to keep' });
    expect(addressField()).toHaveValue('householder@example.com');
  });

  it("mails the plan and says what the server says, whatever happened", async () => {
    const asked: Array<Record<string, unknown>> = [];
    server.use(acceptEmailPlan(asked));
    await sendTo('  Me@Example.com ');
    expect(await within(copySection()).findByRole('status')).toHaveTextContent(PLAN_COPY_SENDING_MESSAGE);
    expect(asked).toEqual([{ propertyId: PROPERTY_ID, email: 'me@example.com' }]);
  });

  it('checks the address with the app’s rule before asking', async () => {
    const asked: Array<Record<string, unknown>> = [];
    server.use(acceptEmailPlan(asked));
    await sendTo('not-an-address');
    expect(await within(emailForm()).findByText(EMAIL_MESSAGES.invalid)).toBeInTheDocument();
    expect(addressField()).toHaveAttribute('aria-invalid', 'true');
    expect(asked).toEqual([]);
  });

  it('shows a refused address by the field, in the server’s words', async () => {
    server.use(
      graphql.mutation('EmailPlan', () =>
        HttpResponse.json({ errors: [{ message: 'That address cannot receive mail', extensions: { code: 'BAD_USER_INPUT', field: 'email' } }], data: null }),
      ),
    );
    await sendTo('someone@example.com');
    expect(await within(emailForm()).findByText('That address cannot receive mail')).toBeInTheDocument();
    expect(addressField()).toHaveAttribute('aria-invalid', 'true');
    expect(within(copySection()).getByRole('status')).toHaveTextContent('');
  });

  it('shows any other failure as a toast', async () => {
    server.use(graphql.mutation('EmailPlan', () => HttpResponse.json({ errors: [{ message: 'Too many requests. Try again in a minute.', extensions: { code: 'RATE_LIMITED' } }], data: null })));
    await sendTo('someone@example.com');
    expect(await screen.findByText('Plan not sent')).toBeInTheDocument();
    expect(screen.getByText('Too many requests. Try again in a minute.')).toBeInTheDocument();
    expect(addressField()).not.toHaveAttribute('aria-invalid');
  });
});
