import { Route, Routes } from 'react-router-dom';
import { HomePage } from '../pages/HomePage';
import { Layout } from './Layout';
import { lazyPage } from './lazyPage';

/*
 * Each page is its own download except the home page, the usual landing page: loading it with
 * the first script lets the hero paint without waiting on a second request.
 */
const EnergyPlanPage = lazyPage(() => import('../plan/EnergyPlanPage'), 'EnergyPlanPage', { withApollo: true });
const OnboardingPage = lazyPage(() => import('../onboarding/OnboardingPage'), 'OnboardingPage', { withApollo: true });
const ContactPage = lazyPage(() => import('../contact/ContactPage'), 'ContactPage', { withApollo: true });
const AuthPage = lazyPage(() => import('../auth/AuthPage'), 'AuthPage', { withApollo: true });
const QuickAuthPage = lazyPage(() => import('../auth/QuickAuthPage'), 'QuickAuthPage', { withApollo: true });
const NotFoundPage = lazyPage(() => import('../pages/NotFoundPage'), 'NotFoundPage');
const SharedPlanPage = lazyPage(() => import('../share/SharedPlanPage'), 'SharedPlanPage', { withApollo: true });
const AskThermyPage = lazyPage(() => import('../thermy/chat/AskThermyPage'), 'AskThermyPage');
const AboutPage = lazyPage(() => import('../pages/about/AboutPage'), 'AboutPage', { withApollo: true });
const PartnersPage = lazyPage(() => import('../pages/partners/PartnersPage'), 'PartnersPage');
const PrivacyPage = lazyPage(() => import('../pages/privacy/PrivacyPage'), 'PrivacyPage');
const TermsPage = lazyPage(() => import('../pages/terms/TermsPage'), 'TermsPage');
const DevelopersPage = lazyPage(() => import('../developers/DevelopersPage'), 'DevelopersPage');
// GraphiQL and its editor are large: only this route's chunk holds them.
const PlaygroundPage = lazyPage(() => import('../playground/PlaygroundPage'), 'PlaygroundPage');

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
