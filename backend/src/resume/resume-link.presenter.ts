import type { IssuedResumeLink } from './resume-link.service.js';
import type { ResumeLinkView } from './resume-link.type.js';

export const presentResumeLink = ({ token, url, expiresAt }: IssuedResumeLink): ResumeLinkView => ({ token, url, expiresAt });
