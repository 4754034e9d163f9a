import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { PROPERTY_ID } from '../plan/test/planHandlers';
import { renderPlan } from '../plan/test/renderPlan';
import { server } from '../test/server';

const LINK = { token: 'AbCdEfGhIjKlMnOpQrStUvWxYz012345', url: 'http://localhost/plan/AbCdEfGhIjKlMnOpQrStUvWxYz012345', createdAt: '2026-11-24T10:00:00.000Z' };

function answerSharing(calls: string[]) {
  return [
    graphql.mutation('CreateShareLink', ({ variables }) => {
      calls.push(`create ${String(variables.propertyId)}`);
      return HttpResponse.json({ data: { createShareLink: { __typename: 'ShareLink', ...LINK } } });
    }),
    graphql.mutation('RevokeShareLink', ({ variables }) => {
      calls.push(`revoke ${String(variables.token)}`);
      return HttpResponse.json({ data: { revokeShareLink: true } });
    }),
  ];
}

async function openPlan() {
  const calls: string[] = [];
  server.use(...answerSharing(calls));
  return { ...(await renderPlan()), calls };
}

describe('sharing a plan from the plan screen', () => {
  it('makes a link for the property, copies it, and turns it off', async () => {
    const { user, calls } = await openPlan();
    // user-event stands in a clipboard of its own at set-up: watch what is written to it.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');

    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share your plan' });
    expect(calls).toEqual([`create ${PROPERTY_ID}`]);
    expect(within(dialog).getByLabelText('Link to your plan')).toHaveValue(LINK.url);

    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(LINK.url);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Stop sharing' }));
    expect(await screen.findByRole('dialog', { name: 'Link turned off' })).toHaveTextContent('The link no longer works.');
    expect(calls).toEqual([`create ${PROPERTY_ID}`, `revoke ${LINK.token}`]);
  });

  it('offers the device share sheet only where the browser has one', async () => {
    const share = jest.fn(async (_data: ShareData) => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = await openPlan();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share your plan' });
    await user.click(within(dialog).getByRole('button', { name: 'Share...' }));
    expect(share).toHaveBeenCalledWith({ title: 'My home energy plan', url: LINK.url });
    Reflect.deleteProperty(navigator, 'share');
  });

  it('says so in plain words when the link cannot be made', async () => {
    const { user } = await openPlan();
    server.use(graphql.mutation('CreateShareLink', () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link not made')).toBeInTheDocument();
    expect(screen.getByText(/Check your internet connection and try again/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
