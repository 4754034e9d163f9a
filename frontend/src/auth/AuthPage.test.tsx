import { beforeEach, describe, expect, it } from '@jest/globals';
import { createPlanEnvelope } from '@warmwise/common';
import { screen } from '@testing-library/react';
import { SESSION_KEYS } from '../storage/keys';
import { server } from '../test/server';
import { answerCurrentUser, SAM } from './test/authHandlers';
import { expectLocation, renderAuth } from './test/renderAuth';

const LOFT = { id: 1, title: 'Loft Insulation' };
const storePlan = (plan: unknown) => window.sessionStorage.setItem(SESSION_KEYS.energyPlan, JSON.stringify(plan));

describe('/auth', () => {

  describe('when already signed in', () => {
    beforeEach(() => server.use(answerCurrentUser(SAM)));

    it('goes to /my-plan', async () => {
      await renderAuth('/auth');
      await expectLocation('/my-plan');
    });

    it('goes to the decoded redirect parameter', async () => {
      await renderAuth(`/auth?redirect=${encodeURIComponent('/energy-plan?from=email')}`);
      await expectLocation('/energy-plan?from=email');
    });

    it.each(['https://evil.example/phish', '//evil.example/phish', '/\\evil.example', 'javascript:alert(1)'])(
      'ignores a redirect off the site (%p) and goes to /my-plan',
      async (redirect) => {
        await renderAuth(`/auth?redirect=${encodeURIComponent(redirect)}`);
        await expectLocation('/my-plan');
      },
    );
  });

  describe('when signed out', () => {
    beforeEach(() => server.use(answerCurrentUser(null)));

    it('opens the Login tab by default', async () => {
      await renderAuth('/auth');
      expect(await screen.findByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('heading', { level: 1, name: 'Your Warmwise Account' })).toBeInTheDocument();
      expect(document.title).toBe('Login or Register | Warmwise');
    });

    it('opens the Register tab with tab=register', async () => {
      await renderAuth('/auth?tab=register');
      expect(await screen.findByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('button', { name: 'Send Verification Email' })).toBeInTheDocument();
    });

    it('opens the reset view with tab=reset-password', async () => {
      await renderAuth('/auth?tab=reset-password');
      expect(await screen.findByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeInTheDocument();
      expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    });

    it('stays on /auth', async () => {
      await renderAuth('/auth?redirect=%2Fenergy-plan');
      await screen.findByRole('tab', { name: 'Login' });
      await expectLocation('/auth?redirect=%2Fenergy-plan');
    });
  });

  describe("'Back to Plan'", () => {
    beforeEach(() => server.use(answerCurrentUser(null)));
    const backToPlan = () => screen.queryByRole('link', { name: 'Back to Plan' });

    it('is absent when this session has no plan', async () => {
      await renderAuth('/auth');
      await screen.findByRole('tab', { name: 'Login' });
      expect(backToPlan()).not.toBeInTheDocument();
    });

    it('is absent when the stored plan is unreadable', async () => {
      storePlan({ id: 5, propertyId: 'prop-1', recommendations: 'Loft Insulation' });
      await renderAuth('/auth');
      await screen.findByRole('tab', { name: 'Login' });
      expect(backToPlan()).not.toBeInTheDocument();
    });

    it('goes to /energy-plan for a plan with a propertyId', async () => {
      storePlan(createPlanEnvelope({ id: 'plan-1', propertyId: 'prop-1', recommendations: [LOFT] }, 'session-1'));
      const { user } = await renderAuth('/auth');
      const link = await screen.findByRole('link', { name: 'Back to Plan' });
      expect(link).toHaveAttribute('href', '/energy-plan');
      await user.click(link);
      await expectLocation('/energy-plan');
    });

    it('goes to /plan for a plan without one', async () => {
      storePlan({ id: 5, recommendations: [LOFT] });
      await renderAuth('/auth');
      expect(await screen.findByRole('link', { name: 'Back to Plan' })).toHaveAttribute('href', '/plan');
    });
  });
});
