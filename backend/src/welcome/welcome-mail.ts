import { BRAND } from '@warmwise/common';
import { escapeHtml } from '../mail/escape-html.js';
import type { MailMessage } from '../mail/mailer.js';
import { resumeLinkNote } from '../resume/index.js';
import type { IssuedResumeLink } from '../resume/resume-link.service.js';

/**
 * What Warmwise does, the way back to the plan, why this mail came and how to stop us writing.
 * The address was typed into a form, perhaps by someone else, so the mail says so plainly. An
 * anonymous visitor's way back is their private resume link (it opens the plan they go on to
 * build); a signed-in one's is the plan page, where the account finds it.
 */
export function welcomeMail(email: string, publicBaseUrl: string, resumeLink: IssuedResumeLink | null): MailMessage {
  const planUrl = resumeLink?.url ?? `${publicBaseUrl}/plan`;
  const intro = `${BRAND.productName} helps UK householders cut their energy bills and carbon: we build a plan for your home from its energy performance certificate, with the cost, yearly savings and CO2 of each improvement, and the grants you may qualify for.`;
  const plan = `See your plan: ${planUrl}`;
  const linkNote = resumeLink ? resumeLinkNote(resumeLink) : '';
  const why = `You are getting this e-mail because this address (${email}) was entered at ${BRAND.productName} while creating an energy plan.`;
  const stop = `If that wasn't you, or you'd rather not hear from us, reply to this e-mail or write to ${BRAND.supportEmail} and we'll stop and delete your address.`;
  return {
    to: email,
    replyTo: BRAND.supportEmail,
    subject: `Welcome to ${BRAND.productName}`,
    text: `Welcome to ${BRAND.productName}.\n\n${intro}\n\n${plan}${linkNote && `\n${linkNote}`}\n\n${why}\n${stop}\n\nThe ${BRAND.productName} team`,
    html:
      `<p>Welcome to ${BRAND.productName}.</p><p>${escapeHtml(intro)}</p>` +
      `<p><a href="${escapeHtml(planUrl)}">See your plan</a>${linkNote && `<br>${escapeHtml(linkNote)}`}</p>` +
      `<p><small>${escapeHtml(why)} ${escapeHtml(stop)}</small></p><p>The ${BRAND.productName} team</p>`,
  };
}
