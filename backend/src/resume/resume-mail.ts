import { BRAND } from '@warmwise/common';
import { escapeHtml } from '../mail/escape-html.js';
import type { MailMessage } from '../mail/mailer.js';
import type { IssuedResumeLink } from './resume-link.service.js';

const dayMonthYear = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });

/** How a mailed resume link is described wherever it appears: what it opens and until when. */
export function resumeLinkNote({ expiresAt }: Pick<IssuedResumeLink, 'expiresAt'>): string {
  return `This private link opens your plan, ready to edit, on any browser or phone until ${dayMonthYear.format(expiresAt)}. It works once: the plan moves to the browser that opens it. Anyone who has it can take your plan, so keep it to yourself.`;
}

/** The mail "E-mail me a link" sends: the link and what it does, nothing else about the plan. */
export function resumeLinkMail(email: string, link: Pick<IssuedResumeLink, 'url' | 'expiresAt'>): MailMessage {
  const about = resumeLinkNote(link);
  const why = `You asked for this at ${BRAND.productName}. If that wasn't you, ignore this e-mail; you can turn the link off from your plan.`;
  return {
    to: email,
    replyTo: BRAND.supportEmail,
    subject: `Your private link back to your ${BRAND.productName} plan`,
    text: `Here is the link back to your energy plan:\n\n${link.url}\n\n${about}\n\n${why}\n\nThe ${BRAND.productName} team`,
    html:
      `<p>Here is the link back to your energy plan:</p><p><a href="${escapeHtml(link.url)}">Open my plan</a></p>` +
      `<p>${escapeHtml(about)}</p><p><small>${escapeHtml(why)}</small></p><p>The ${BRAND.productName} team</p>`,
  };
}
