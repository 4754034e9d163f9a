import { Route, Routes } from 'react-router-dom';
import { OnboardingPage } from '../onboarding/OnboardingPage';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { EnergyPlanPage } from '../plan/EnergyPlanPage';
import {
  AboutPage,
  AskThermyPage,
  AuthPage,
  ContactPage,
  PartnersPage,
  PrivacyPage,
  QuickAuthPage,
  SharedPlanPage,
  TermsPage,
} from '../pages/placeholders';
import { Layout } from './Layout';

/** Every route of spec section 2. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="plan" element={<EnergyPlanPage />} />
        <Route path="energy-plan" element={<EnergyPlanPage />} />
        <Route path="my-plan" element={<EnergyPlanPage />} />
        <Route path="plan/:token" element={<SharedPlanPage />} />
        <Route path="onboarding" element={<OnboardingPage />} />
        <Route path="auth" element={<AuthPage />} />
        <Route path="quick-auth" element={<QuickAuthPage />} />
        <Route path="ask-thermy" element={<AskThermyPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="partners" element={<PartnersPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
