import { Arg, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import { resumeLinkMailInputSchema } from '@warmwise/common';
import type { RequestContext } from '../context/request-context.js';
import { parseInput } from '../errors/parse-input.js';
import { presentResumeLink } from './resume-link.presenter.js';
import { ResumedVisitView, ResumeLinkView } from './resume-link.type.js';

@Resolver()
export class ResumeLinkResolver {
  @Mutation(() => ResumeLinkView, { description: "A new private link to the anonymous visitor's plans; BAD_USER_INPUT when signed in (the account keeps them)" })
  async createResumeLink(@Ctx() ctx: RequestContext) {
    return presentResumeLink(await ctx.services.resume.create());
  }

  @Mutation(() => Boolean, { description: "Mails a private link to the visitor's plan; true whether or not a mail went, so the answer reveals nothing" })
  async emailResumeLink(@Arg('email', () => String) email: string, @Ctx() ctx: RequestContext) {
    await ctx.services.resume.email(parseInput(resumeLinkMailInputSchema, { email }));
    return true;
  }

  @Mutation(() => Int, { description: "Turns off every link to the visitor's plans for good; how many were live" })
  async revokeResumeLinks(@Ctx() ctx: RequestContext) {
    return ctx.services.resume.revokeAll();
  }

  @Mutation(() => ResumedVisitView, { description: "Makes this browser the link's visitor (a new session id); NOT_FOUND when the link is unknown, turned off or expired" })
  async openResumeLink(@Arg('token', () => String) token: string, @Ctx() ctx: RequestContext) {
    return ctx.services.resume.open(token);
  }
}
