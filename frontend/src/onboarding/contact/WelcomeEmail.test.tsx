import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type { SendWelcomeEmailMutation, SendWelcomeEmailMutationVariables } from '../../gql/graphql';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { answerEpcDetails } from '../test/onboardingHandlers';
import { arriveWith } from '../test/wizardState';

type User = Awaited<ReturnType<typeof renderApp>>['user'];

/** Answers SendWelcomeEmail as the server does and records each address it was sent. */
function recordWelcomes(): string[] {
  const sent: string[] = [];
  server.use(
    graphql.mutation<SendWelcomeEmailMutation, SendWelcomeEmailMutationVariables>('SendWelcomeEmail', ({ variables }) => {
      sent.push(variables.email);
      return HttpResponse.json({ data: { sendWelcomeEmail: true } });
    }),
  );
  return sent;
}

const emailBox = () => screen.getByRole('textbox', { name: 'Email Address' });
const profileHeading = () => screen.findByRole('heading', { level: 1, name: 'Verify your home details' });

async function continueWith(user: User, email: string) {
  await user.clear(emailBox());
  await user.type(emailBox(), email);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

async function backToContact(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Back' }));
  await screen.findByRole('heading', { level: 1, name: 'Your Contact Details' });
}

describe('welcome e-mail from the Contact step', () => {
  it('goes to the address given, once per address in the browser session', async () => {
    arriveWith({ email: null });
    server.use(answerEpcDetails());
    const sent = recordWelcomes();
    const { user } = await renderApp('/onboarding?step=email');

    await continueWith(user, ' sam@example.com ');
    await profileHeading();
    await waitFor(() => expect(sent).toEqual(['sam@example.com']));

    await backToContact(user);
    await continueWith(user, 'Sam@Example.com');
    await profileHeading();

    await backToContact(user);
    await continueWith(user, 'alex@example.com');
    await profileHeading();
    await waitFor(() => expect(sent).toEqual(['sam@example.com', 'alex@example.com']));
  });

  it('is not sent for an address the form refuses', async () => {
    arriveWith({ email: null });
    const sent = recordWelcomes();
    const { user } = await renderApp('/onboarding?step=email');
    await continueWith(user, 'sam@example');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('never holds up the wizard or shows a toast when sending fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    arriveWith({ email: null });
    server.use(
      answerEpcDetails(),
      graphql.mutation('SendWelcomeEmail', () => HttpResponse.json({ errors: [{ message: 'Mail is down', extensions: { code: 'INTERNAL_SERVER_ERROR' } }], data: null })),
    );
    const { user } = await renderApp('/onboarding?step=email');
    await continueWith(user, 'sam@example.com');

    await profileHeading();
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Could not send the welcome e-mail', expect.anything()));
    expect(screen.queryByText('Mail is down')).not.toBeInTheDocument();
  });

  it('tells the visitor, without holding up the wizard, when a limit held the mail back, and tries again on the next Continue', async () => {
    const HELD = 'We could not send your welcome e-mail: 20 have been asked for from your network in the last hour, which is as many as we send. Your plan is still here; please try again in 40 minutes.';
    arriveWith({ email: null });
    let asks = 0;
    server.use(
      answerEpcDetails(),
      graphql.mutation('SendWelcomeEmail', () => {
        asks += 1;
        return HttpResponse.json({ errors: [{ message: HELD, extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 2400 } }], data: null });
      }),
    );
    const { user } = await renderApp('/onboarding?step=email');
    await continueWith(user, 'sam@example.com');

    await profileHeading();
    expect(await screen.findByText('Welcome e-mail not sent')).toBeInTheDocument();
    expect(screen.getByText(HELD)).toBeInTheDocument();

    await backToContact(user);
    await continueWith(user, 'sam@example.com');
    await profileHeading();
    await waitFor(() => expect(asks).toBe(2));
  });
});
