import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithChakra } from '../test/renderWithChakra';
import { ErrorBoundary } from './ErrorBoundary';

let broken = true;
function Fragile() {
  if (broken) throw new Error('Plan data had no recommendations');
  return <p>Plan loaded</p>;
}

describe('ErrorBoundary', () => {
  beforeEach(() => {
    broken = true;
    // React and the boundary both report the crash; the test checks the screen, not the log.
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows the error screen with the technical detail folded away', async () => {
    const { user } = await renderWithChakra(<ErrorBoundary><Fragile /></ErrorBoundary>);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('An unexpected error occurred. This has been logged for our team to investigate.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    expect(screen.queryByText('Plan data had no recommendations')).not.toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Error details' }));
    expect(await screen.findByText('Plan data had no recommendations')).toBeVisible();
  });

  it('logs the crash for the team', async () => {
    await renderWithChakra(<ErrorBoundary><Fragile /></ErrorBoundary>);
    expect(console.error).toHaveBeenCalledWith('[warmwise] unhandled rendering error', expect.any(Error), expect.any(String));
  });

  it('renders the page again on Try Again', async () => {
    const { user } = await renderWithChakra(<ErrorBoundary><Fragile /></ErrorBoundary>);
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Plan loaded')).toBeInTheDocument();
  });

  it('recovers when the visitor navigates elsewhere', async () => {
    const { rerender } = await renderWithChakra(<ErrorBoundary resetKey="/plan"><Fragile /></ErrorBoundary>);
    broken = false;
    rerender(<ErrorBoundary resetKey="/about"><Fragile /></ErrorBoundary>);
    expect(screen.getByText('Plan loaded')).toBeInTheDocument();
  });
});
