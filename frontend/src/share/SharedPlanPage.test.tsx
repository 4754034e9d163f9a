import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { PLAN_COPY_SENDING_MESSAGE } from '@warmwise/common';
import { graphql, HttpResponse } from 'msw';
import { figureBeside } from '../plan/test/figures';
import { buildHeatingDecision } from '../plan/test/heatingDecision';
import { buildPlan, buildProperty, typedPlan } from '../plan/test/planHandlers';
import { expectRegionsInOrder } from '../plan/test/regionOrder';
import { checkWithDifferences, tenantOverCap } from '../plan/test/rentalStandard';
import { renderApp } from '../test/renderApp';
import { server } from '../test/server';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';

/** Answers SharedPlan the way the server does: the plan's figures and the home, without their ids. */
function answerSharedPlan(tokens: string[] = [], property = buildProperty(), plan = buildPlan()) {
  const { id: _planId, propertyId: _propertyId, ...figures } = typedPlan(plan);
  const { id: _homeId, ...home } = property;
  return graphql.query('SharedPlan', ({ variables }) => {
    tokens.push(String(variables.token));
    return HttpResponse.json({
      data: {
        sharedPlan: {
          __typename: 'SharedPlan',
          sharedAt: '2026-11-20T10:00:00.000Z',
          property: { __typename: 'SharedHome', ...home },
          energyPlan: { ...figures, __typename: 'SharedEnergyPlan', updatedAt: '2026-11-22T10:00:00.000Z' },
        },
      },
    });
  });
}

describe('a plan opened through its share link', () => {
  it('shows the plan read-only: no removing, no quotes, no grants, no editing', async () => {
    const tokens: string[] = [];
    server.use(answerSharedPlan(tokens));
    await renderApp(`/plan/${TOKEN}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Home Energy Plan' })).toBeInTheDocument();
    expect(tokens).toEqual([TOKEN]);
    expect(screen.getByTestId('plan-address')).toHaveTextContent('12 Lister Square, Edinburgh, EH3 9GL');
    expect(screen.getByText(/shared with you on 20 November 2026, last updated 22 November 2026/)).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Measure 1' });
    expect(within(card).getByRole('button', { name: 'Learn More' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Request Quote' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Grants & Funding' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Edit Profile/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.title).toBe('Shared Energy Plan | Warmwise');
  });

  it('shows the plan in steps and the heat-pump verdict, ending on the headline figures', async () => {
    server.use(answerSharedPlan());
    await renderApp(`/plan/${TOKEN}`);
    const steps = await screen.findByRole('region', { name: 'Your plan in steps' });
    const last = within(steps).getByRole('listitem', { name: 'Step 3: Habits and switches' });
    expect(figureBeside(last, 'Energy bill after step 3')).toHaveTextContent('£669 a year');
    expect(figureBeside(last, 'Energy rating after step 3')).toHaveTextContent('B (81)');
    const verdict = screen.getByRole('region', { name: 'Is your home ready for a heat pump?' });
    expect(within(verdict).getByRole('heading', { name: 'Ready after insulation (step 1)' })).toBeInTheDocument();
    expect(figureBeside(verdict, 'Heat pump size')).toHaveTextContent('About 7 kW');
  });

  it('shows the heating decision: the recommended option and the alternative with its figures', async () => {
    server.use(answerSharedPlan([], buildProperty(), buildPlan({ heatingDecision: buildHeatingDecision() })));
    await renderApp(`/plan/${TOKEN}`);
    const decision = await screen.findByRole('region', { name: 'Your heating: a new boiler or a heat pump?' });
    expect(within(decision).getByText('We recommend a new boiler for your home.')).toBeInTheDocument();
    const alternative = within(decision).getByRole('group', { name: 'The alternative: Air Source Heat Pump' });
    expect(figureBeside(alternative, 'Cost after the grant')).toHaveTextContent('£4,500 - £6,500');
    expect(figureBeside(alternative, "Running cost (the whole home's energy)")).toHaveTextContent('£1,412 a year');
    expect(figureBeside(alternative, 'Grant')).toHaveTextContent('Boiler Upgrade Scheme, £7,500');
  });

  it("shows the standard for let homes and the certificate check after the heat-pump verdict, with the plan's figures", async () => {
    // A share link's reader is told the standard in neither the landlord's nor the tenant's words.
    const standard = tenantOverCap({
      headline: 'A privately let home must reach band C by 1 October 2030. This home rates D 56; reaching C costs more than the £10,000 cap, so the landlord does what the cap buys and registers an exemption.',
      tenantSaving: "Done, these improvements would take about £317 a year off the tenant's energy bills.",
    });
    server.use(answerSharedPlan([], buildProperty(), buildPlan({ rentalStandard: standard, certificateCheck: checkWithDifferences() })));
    await renderApp(`/plan/${TOKEN}`);
    const card = await screen.findByRole('region', { name: 'The 2030 standard for privately rented homes' });
    expect(within(card).getByText('Over the cap: exemption route')).toBeInTheDocument();
    expect(within(card).getByText(/so the landlord does what the cap buys and registers an exemption\.$/)).toBeInTheDocument();
    const affordable = within(card).getByRole('group', { name: 'What the cap buys' });
    expect(figureBeside(affordable, 'Total cost, before any grant')).toHaveTextContent('£5,080 - £6,830 of the £10,000 cap');
    expect(within(affordable).getByText("Done, these improvements would take about £317 a year off the tenant's energy bills.")).toBeInTheDocument();
    const check = screen.getByRole('region', { name: 'Is my certificate right?' });
    expect(within(check).getByRole('table', { name: 'Where the certificate and you differ' })).toHaveTextContent('Loft insulation200 mm300 mm+1 point');
    expect(figureBeside(check, 'A new assessment')).toHaveTextContent('likely C 73, somewhere from D 66 to C 80');

    // After the heat-pump verdict and before the copy to keep, as on the owner's screen.
    expectRegionsInOrder(['Is your home ready for a heat pump?', 'The 2030 standard for privately rented homes', 'Is my certificate right?', 'A copy to keep']);
  });

  it('offers the reader a PDF of the shared plan and mails it to them', async () => {
    const asked: Array<Record<string, unknown>> = [];
    server.use(
      answerSharedPlan(),
      graphql.mutation('EmailSharedPlan', ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({ data: { emailSharedPlan: true } });
      }),
    );
    const { user } = await renderApp(`/plan/${TOKEN}`);
    const copy = await screen.findByRole('region', { name: 'A copy to keep' });
    expect(within(copy).getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', `/api/plan/${TOKEN}/pdf`);
    const field = within(copy).getByLabelText('E-mail address to send the plan to');
    expect(field).toHaveValue('');
    await user.type(field, 'reader@example.com');
    await user.click(within(copy).getByRole('button', { name: 'Send' }));
    expect(await within(copy).findByText(PLAN_COPY_SENDING_MESSAGE)).toBeInTheDocument();
    expect(asked).toEqual([{ token: TOKEN, email: 'reader@example.com' }]);
  });

  it('tells the reader when the plan was built without an energy certificate', async () => {
    server.use(answerSharedPlan([], buildProperty({ withoutCertificate: true })));
    await renderApp(`/plan/${TOKEN}`);
    expect(await screen.findByRole('note', { name: 'Built without an energy certificate' })).toBeInTheDocument();
  });

  it("says 'Energy Plan Not Found' with a link to the provider's website for an unknown or turned-off link", async () => {
    server.use(graphql.query('SharedPlan', () => HttpResponse.json({ errors: [{ message: 'not found', extensions: { code: 'NOT_FOUND' } }], data: null })));
    await renderApp(`/plan/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Energy Plan Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visit the Warmwise website' })).toHaveAttribute('href', 'https://warmwise.example');
  });

  it('explains a failure in words a person can act on, without retrying', async () => {
    let calls = 0;
    server.use(
      graphql.query('SharedPlan', () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );
    await renderApp(`/plan/${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Check your internet connection and try again.');
    expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();
    expect(calls).toBe(1);
  });
});
