import { AUTH_CODE_TTL_SECONDS, BRAND, RESET_LINK_FRAGMENT } from '@warmwise/common';
import { escapeHtml } from '../mail/escape-html.js';
import type { MailMessage } from '../mail/mailer.js';

/** One mail's content: paragraphs of plain text, an optional code shown large, an optional link. */
interface MailContent {
  to: string;
  subject: string;
  paragraphs: string[];
  code?: string;
  link?: { label: string; url: string };
}

const CODE_MINUTES = AUTH_CODE_TTL_SECONDS / 60;
const SIGN_OFF = `The ${BRAND.productName} team`;
const NOT_YOU = `If this wasn't you, you can ignore this e-mail. Questions? Write to ${BRAND.supportEmail}.`;

/** Every account mail has the same shape; the HTML part escapes everything it shows. */
function render({ to, subject, paragraphs, code, link }: MailContent): MailMessage {
  const text = [
    ...paragraphs,
    ...(code ? [`    ${code}`] : []),
    ...(link ? [`${link.label}: ${link.url}`] : []),
    SIGN_OFF,
  ].join('\n\n');
  const html = [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(code ? [`<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(code)}</p>`] : []),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
    `<p>${escapeHtml(SIGN_OFF)}</p>`,
  ].join('');
  return { to, subject, text, html };
}

export function verificationCodeMail(to: string, code: string): MailMessage {
  return render({
    to,
    subject: `Your ${BRAND.productName} verification code: ${code}`,
    paragraphs: [
      `Enter this code to finish creating your ${BRAND.productName} account. It works once, for ${CODE_MINUTES} minutes.`,
      NOT_YOU,
    ],
    code,
  });
}

/** Sent instead of a code when someone registers with an address that already has an account. */
export function alreadyRegisteredMail(to: string, baseUrl: string): MailMessage {
  return render({
    to,
    subject: `You already have a ${BRAND.productName} account`,
    paragraphs: [
      `Someone (probably you) tried to create a ${BRAND.productName} account with ${to}, but this address already has one.`,
      'Sign in with your password, or reset it if you have forgotten it.',
      NOT_YOU,
    ],
    link: { label: 'Sign in or reset your password', url: `${baseUrl}/auth` },
  });
}

export function welcomeToAccountMail(to: string, baseUrl: string): MailMessage {
  return render({
    to,
    subject: `Welcome to ${BRAND.productName}!`,
    paragraphs: [
      'Your account has been created successfully.',
      'Sign in to see your energy plan from any device: everything you saved before registering is in your account.',
    ],
    link: { label: 'Sign in', url: `${baseUrl}/auth` },
  });
}

/**
 * The code, and a link that works longer: the link's token rides in the address's fragment, which
 * browsers never send to a server, so no server or proxy log holds it.
 */
export function resetCodeMail(to: string, code: string, link: { token: string; seconds: number }, baseUrl: string): MailMessage {
  return render({
    to,
    subject: `Your ${BRAND.productName} password reset code: ${code}`,
    paragraphs: [
      `Enter this code to choose a new password. It works once, for ${CODE_MINUTES} minutes.`,
      `Or open the link below in any browser to choose a new password there. It works once, for ${link.seconds / 60} minutes, and only the newest reset e-mail's link works.`,
      `If you didn't ask to reset your password, ignore this e-mail: your password stays as it is. Questions? Write to ${BRAND.supportEmail}.`,
    ],
    code,
    link: { label: 'Reset your password', url: `${baseUrl}/auth?tab=reset-password#${RESET_LINK_FRAGMENT}=${link.token}` },
  });
}

/**
 * Goes where a reset was asked for an address with no account: the asker learns it in their inbox,
 * never in the answer, and both cases queue one mail after the same database work.
 */
export function noAccountForResetMail(to: string, baseUrl: string): MailMessage {
  return render({
    to,
    subject: `No ${BRAND.productName} account uses this address`,
    paragraphs: [
      `Someone (probably you) asked to reset the password of a ${BRAND.productName} account with ${to}, but no account uses this address.`,
      'If you have an account, it may be under another e-mail address: ask for a reset with that one. Or create an account with this address.',
      NOT_YOU,
    ],
    link: { label: 'Sign in or create an account', url: `${baseUrl}/auth` },
  });
}

export function passwordChangedMail(to: string, baseUrl: string): MailMessage {
  return render({
    to,
    subject: `Your ${BRAND.productName} password was changed`,
    paragraphs: [
      `The password of your ${BRAND.productName} account was just changed, and every device that was signed in has been signed out.`,
      `If you didn't do this, reset your password now and write to ${BRAND.supportEmail}.`,
    ],
    link: { label: 'Sign in', url: `${baseUrl}/auth` },
  });
}
