import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../test/renderApp';
import { PARTNER_OPERATIONS } from './partnerOperations';

describe('/developers', () => {
  it('explains keys, authentication, quotas and errors, with every example operation and the changelog', async () => {
    await renderApp('/developers');
    await screen.findByRole('heading', { level: 1, name: 'Partner API for developers' });
    expect(document.title).toBe('Partner API for developers | Warmwise');
    const page = within(screen.getByRole('main'));
    for (const section of ['Get a key', 'Authentication', 'Quotas', 'Errors', 'What you can ask', 'Examples', 'Playground', 'Changelog']) {
      expect(page.getByRole('region', { name: section })).toBeInTheDocument();
    }
    const errors = page.getByRole('region', { name: 'Errors' });
    expect(errors).toHaveTextContent('UNAUTHENTICATED (HTTP 401)');
    expect(errors).toHaveTextContent('RATE_LIMITED (HTTP 429)');
    for (const operation of PARTNER_OPERATIONS) expect(page.getByLabelText(`${operation.title}: query`)).toHaveTextContent(operation.query.split('\n')[1]);
    const examples = page.getByRole('region', { name: 'Examples' });
    expect(within(examples).getByLabelText('curl example')).toHaveTextContent(`curl ${window.location.origin}/graphql`);
    expect(within(examples).getByLabelText('Python example')).toHaveTextContent('Authorization');
    expect(page.getByRole('link', { name: 'API playground' })).toHaveAttribute('href', '/playground');
  });
});
