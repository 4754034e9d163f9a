import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { PropertyInput } from '../../gql/graphql';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { answerEpcDetails, answerSaveHomeProfile, buildDetails, propertyFrom, type PropertyUpdate } from '../test/onboardingHandlers';
import { arriveWith, cacheProperty, CHOSEN_HOME } from '../test/wizardState';

async function openProfile(tenure: string) {
  arriveWith();
  server.use(answerEpcDetails({ data: buildDetails({ tenure }) }));
  const view = await renderApp('/onboarding?step=profile');
  await screen.findByRole('combobox', { name: 'Tenure' });
  return view;
}

const whoAreYou = () => screen.queryByRole('group', { name: 'Who are you?' });
const letsIt = () => screen.queryByRole('checkbox', { name: 'I let this home, or plan to' });

/** Presses Continue and answers the role the save sent. */
async function savedRole(user: Awaited<ReturnType<typeof openProfile>>['user']) {
  const created: PropertyInput[] = [];
  server.use(answerSaveHomeProfile(created));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText('Home profile updated')).toBeInTheDocument();
  return created[0]?.rentalRole;
}

describe('who is planning a let home', () => {
  it('asks a private tenancy "Who are you?" with the three answers, and sends the one chosen', async () => {
    const { user } = await openProfile('Rented - Private');
    const group = whoAreYou()!;
    expect(within(group).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'I rent this home (tenant)',
      'I let this home, or plan to (landlord)',
      'Neither, or not saying',
    ]);
    expect(within(group).getByRole('radio', { name: 'Neither, or not saying' })).toBeChecked();
    expect(letsIt()).not.toBeInTheDocument();

    await user.click(within(group).getByRole('radio', { name: 'I rent this home (tenant)' }));
    expect(within(group).getByRole('radio', { name: 'I rent this home (tenant)' })).toBeChecked();
    expect(await savedRole(user)).toBe('tenant');
  });

  it('asks an owner-occupier whether they let the home, and sends landlord when ticked', async () => {
    const { user } = await openProfile('Owner-occupied');
    expect(whoAreYou()).not.toBeInTheDocument();
    expect(letsIt()).not.toBeChecked();
    await user.click(letsIt()!);
    expect(letsIt()).toBeChecked();
    expect(await savedRole(user)).toBe('landlord');
  });

  it('sends unknown for an owner-occupier who does not let the home', async () => {
    const { user } = await openProfile('Owner-occupied');
    await user.click(letsIt()!);
    await user.click(letsIt()!);
    expect(await savedRole(user)).toBe('unknown');
  });

  it('asks nothing of a social tenancy and sends unknown, whatever was answered under another tenure', async () => {
    const { user } = await openProfile('Rented - Private');
    await user.click(screen.getByRole('radio', { name: 'I rent this home (tenant)' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tenure' }), 'Rented - Social');
    expect(whoAreYou()).not.toBeInTheDocument();
    expect(letsIt()).not.toBeInTheDocument();
    expect(await savedRole(user)).toBe('unknown');
  });

  it("sends unknown for a tenant's answer once the tenure says the home is owner-occupied", async () => {
    const { user } = await openProfile('Rented - Private');
    await user.click(screen.getByRole('radio', { name: 'I rent this home (tenant)' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tenure' }), 'Owner-occupied');
    expect(letsIt()).not.toBeChecked();
    expect(await savedRole(user)).toBe('unknown');
  });

  it('keeps the saved answer when the profile is edited', async () => {
    arriveWith();
    cacheProperty(propertyFrom('prop-7', { ...buildDetails({ address: CHOSEN_HOME.address }), rentalRole: 'landlord' }));
    const updates: PropertyUpdate[] = [];
    server.use(answerSaveHomeProfile([], updates));
    const { user } = await renderApp('/onboarding?step=profile');
    const group = await screen.findByRole('group', { name: 'Who are you?' });
    expect(within(group).getByRole('radio', { name: 'I let this home, or plan to (landlord)' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Home profile updated')).toBeInTheDocument();
    expect(updates).toEqual([expect.objectContaining({ id: 'prop-7', input: expect.objectContaining({ tenure: 'Rented - Private', rentalRole: 'landlord' }) })]);
  });
});
