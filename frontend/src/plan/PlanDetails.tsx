import { readContactEmail } from '../onboarding/contact/contactEmail';
import { CertificateCheckCard } from './certificate-check/CertificateCheckCard';
import { PlanCopy } from './copy/PlanCopy';
import { HeatPumpVerdictCard } from './heat-pump/HeatPumpVerdictCard';
import { HeatingDecisionCard } from './heating-decision/HeatingDecisionCard';
import { RecommendationsCard } from './recommendations/RecommendationsCard';
import { RentalStandardCard } from './rental-standard/RentalStandardCard';
import { SourcesFootnote } from './SourcesFootnote';
import { PlanSteps } from './steps/PlanSteps';
import type { PlanView } from './storedPlan';

/**
 * Everything of the plan below its first screen: the measures, the steps, the heating verdicts,
 * the standard for let homes, the certificate check, the copy to keep and the sources. A download
 * of its own, fetched once the figures have painted, so a phone does not wait for these cards (and
 * the grants questionnaire, dialogs and forms they bring) before it shows what the plan could save.
 */
export function PlanDetails({ view }: { view: PlanView }) {
  return (
    <>
      <RecommendationsCard plan={view.plan} energyPlanId={view.plan.id} propertyId={view.id} />
      <PlanSteps steps={view.plan.steps} />
      <HeatingDecisionCard decision={view.plan.heatingDecision} />
      <HeatPumpVerdictCard verdict={view.plan.heatPumpVerdict} />
      <RentalStandardCard standard={view.plan.rentalStandard} />
      <CertificateCheckCard check={view.plan.certificateCheck} />
      <PlanCopy target={{ kind: 'own', propertyId: view.id }} initialEmail={readContactEmail()} />
      <SourcesFootnote plan={view.plan} />
    </>
  );
}
