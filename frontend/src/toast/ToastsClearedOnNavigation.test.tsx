import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { answerCurrentUser, answerLogin, refuse, SAM } from '../auth/test/authHandlers';
import { expectNoToast, expectToast } from '../auth/test/toasts';
import { renderApp } from '../test/renderApp';
import { server } from '../test/server';

const location = () => screen.getByTestId('location').textContent;

async function failToLogIn() {
  server.use(answerCurrentUser(null), refuse('Login', 'Invalid email or password.', 'UNAUTHENTICATED'));
  const view = await renderApp('/auth');
  await view.user.type(await screen.findByRole('textbox', { name: 'Email' }), 'sam@example.com');
  await view.user.type(screen.getByLabelText('Password'), 'wrong-password');
  await view.user.click(screen.getByRole('button', { name: 'Login' }));
  await expectToast('Login failed', { tone: 'destructive' });
  return view;
}

describe('A failure toast belongs to the screen it happened on', () => {
  it("is taken down when the next try signs in and the home page opens: no 'Login failed' over success", async () => {
    const { user } = await failToLogIn();
    server.use(answerLogin(SAM));
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(location()).toBe('/'));
    await expectNoToast('Login failed');
  });

  it('is taken down by moving to another screen, even one of the same page (a tab in the query)', async () => {
    const { user } = await failToLogIn();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(location()).toBe('/auth?tab=register'));
    await expectNoToast('Login failed');
  });

  it('stays while the visitor is still on the screen where it happened', async () => {
    await failToLogIn();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expectToast('Login failed', { tone: 'destructive' });
  });
});
