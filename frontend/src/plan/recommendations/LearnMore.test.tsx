import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../test/server';
import { answerDetails } from '../test/planHandlers';
import { renderPlan } from '../test/renderPlan';

async function openLearnMore(learnMore: string) {
  const titles: string[] = [];
  server.use(answerDetails(learnMore, titles));
  const view = await renderPlan();
  await view.user.click(within(screen.getByRole('article', { name: 'Measure 2' })).getByRole('button', { name: 'Learn More' }));
  const dialog = await screen.findByRole('dialog', { name: 'Measure 2' });
  return { ...view, dialog, titles };
}

describe('Learn More', () => {
  it('fetches the details when opened and shows them, with a way to contact us', async () => {
    const { dialog, titles } = await openLearnMore('Insulating the loft keeps heat in.');
    expect(await within(dialog).findByText('Insulating the loft keeps heat in.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Contact our team' })).toHaveAttribute('href', '/contact');
    expect(titles).toEqual(['Measure 2']);
  });

  it('reports the click to the tracking endpoint with the recommendation and session', async () => {
    const tracked: Array<Record<string, unknown>> = [];
    server.use(
      http.post('/api/learn-more-click', async ({ request }) => {
        tracked.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ success: true }, { status: 202 });
      }),
    );
    await openLearnMore('Text.');
    await waitFor(() => expect(tracked).toHaveLength(1));
    expect(tracked[0]).toMatchObject({ recommendationTitle: 'Measure 2', recommendationId: 'r2', source: 'energy_plan', sessionId: expect.any(String) });
    // No e-mail was given in this session: the guest placeholder stands in.
    expect(tracked[0]).toMatchObject({ email: 'guest@warmwise.invalid' });
  });

  it('says when there is no detailed text', async () => {
    const { dialog } = await openLearnMore('   ');
    expect(await within(dialog).findByText('Detailed information for this recommendation is not available.')).toBeInTheDocument();
  });
});
