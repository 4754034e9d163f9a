import { BRAND } from '@warmwise/common';
import { dateText, ESTIMATES_NOTE } from '../copy-words.js';
import type { PlanCopy } from '../plan-copy.js';
import { writeHeatPump } from './heat-pump-section.js';
import { writeHeatingDecision } from './heating-decision-section.js';
import { writeHeadline, writeHome, writeTitle } from './overview-sections.js';
import { PdfWriter } from './pdf-writer.js';
import { writeRecommendations } from './recommendations-section.js';
import { writeCertificateCheck, writeRentalStandard } from './rental-standard-section.js';
import { writeSources } from './sources-section.js';
import { writeSteps } from './steps-section.js';

/** The copy's title, as on the plan page. */
export const PLAN_COPY_TITLE = `Your ${BRAND.productName} energy plan`;

/** The plan as a tagged PDF: real text in reading order, a few tens of kilobytes. */
export async function renderPlanPdf({ plan, home, shareUrl }: PlanCopy): Promise<Buffer> {
  const builtAt = plan.updatedAt;
  const writer = new PdfWriter({ title: PLAN_COPY_TITLE, subject: `Energy plan built on ${dateText(builtAt)}`, author: BRAND.productName, createdAt: builtAt });
  writeTitle(writer, PLAN_COPY_TITLE, builtAt, shareUrl);
  writeHome(writer, home);
  writeHeadline(writer, plan);
  writeRecommendations(writer, plan);
  writeSteps(writer, plan.steps);
  if (plan.heatingDecision) writeHeatingDecision(writer, plan.heatingDecision);
  if (plan.heatPumpVerdict) writeHeatPump(writer, plan.heatPumpVerdict);
  if (plan.rentalStandard) writeRentalStandard(writer, plan.rentalStandard);
  if (plan.certificateCheck) writeCertificateCheck(writer, plan.certificateCheck);
  writeSources(writer, plan);
  return writer.finish(`${BRAND.productName} energy plan, built ${dateText(builtAt)}  ·  ${ESTIMATES_NOTE}`);
}
