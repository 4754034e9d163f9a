import { Route, Routes } from 'react-router-dom';
import { HomePage } from '../pages/HomePage';
import { Layout } from './Layout';
import {
  AboutPage,
  AskThermyPage,
  AuthPage,
  ContactPage,
  DevelopersPage,
  EnergyPlanPage,
  NotFoundPage,
  OnboardingPage,
  PartnersPage,
  PlaygroundPage,
  PrivacyPage,
  QuickAuthPage,
  ResumePage,
  SharedPlanPage,
  TermsPage,
} from './routePages';

/** Every route (docs/product.md, "Routes and pages"). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="plan" element={<EnergyPlanPage />} />
        <Route path="energy-plan" element={<EnergyPlanPage />} />
        <Route path="my-plan" element={<EnergyPlanPage />} />
        <Route path="plan/:token" element={<SharedPlanPage />} />
        <Route path="resume/:token" element={<ResumePage />} />
        <Route path="onboarding" element={<OnboardingPage />} />
        <Route path="auth" element={<AuthPage />} />
        <Route path="quick-auth" element={<QuickAuthPage />} />
        <Route path="ask-thermy" element={<AskThermyPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="partners" element={<PartnersPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="developers" element={<DevelopersPage />} />
        <Route path="playground" element={<PlaygroundPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
