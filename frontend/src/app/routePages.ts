import { lazyPage } from './lazyPage';

/*
 * Each page is its own download except the home page, the usual landing page: loading it with
 * the first script lets the hero paint without waiting on a second request.
 */
export const EnergyPlanPage = lazyPage(() => import('../plan/EnergyPlanPage'), 'EnergyPlanPage', { withApollo: true });
export const OnboardingPage = lazyPage(() => import('../onboarding/OnboardingPage'), 'OnboardingPage', { withApollo: true });
export const ContactPage = lazyPage(() => import('../contact/ContactPage'), 'ContactPage', { withApollo: true });
export const AuthPage = lazyPage(() => import('../auth/AuthPage'), 'AuthPage', { withApollo: true });
export const QuickAuthPage = lazyPage(() => import('../auth/QuickAuthPage'), 'QuickAuthPage', { withApollo: true });
export const NotFoundPage = lazyPage(() => import('../pages/NotFoundPage'), 'NotFoundPage');
export const SharedPlanPage = lazyPage(() => import('../share/SharedPlanPage'), 'SharedPlanPage', { withApollo: true });
export const ResumePage = lazyPage(() => import('../resume/ResumePage'), 'ResumePage', { withApollo: true });
export const AskThermyPage = lazyPage(() => import('../thermy/chat/AskThermyPage'), 'AskThermyPage');
export const AboutPage = lazyPage(() => import('../pages/about/AboutPage'), 'AboutPage', { withApollo: true });
export const PartnersPage = lazyPage(() => import('../pages/partners/PartnersPage'), 'PartnersPage');
export const PrivacyPage = lazyPage(() => import('../pages/privacy/PrivacyPage'), 'PrivacyPage');
export const TermsPage = lazyPage(() => import('../pages/terms/TermsPage'), 'TermsPage');
export const DevelopersPage = lazyPage(() => import('../developers/DevelopersPage'), 'DevelopersPage');
// GraphiQL and its editor are large: only this route's chunk holds them.
export const PlaygroundPage = lazyPage(() => import('../playground/PlaygroundPage'), 'PlaygroundPage');
