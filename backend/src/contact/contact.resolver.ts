import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { contactMessageSchema } from '@warmwise/common';
import type { RequestContext } from '../context/request-context.js';
import { parseInput } from '../errors/parse-input.js';
import { CONTACT_SENT_MESSAGE } from './contact.service.js';
import { ContactMessageInput, ContactMessageResult } from './contact.type.js';

@Resolver()
export class ContactResolver {
  @Mutation(() => ContactMessageResult, { description: 'Sends a message from the contact page to the team' })
  async sendContactMessage(@Arg('input', () => ContactMessageInput) input: ContactMessageInput, @Ctx() ctx: RequestContext) {
    const contact = await ctx.services.contact.send(parseInput(contactMessageSchema, input));
    return { success: true, id: contact.id, message: CONTACT_SENT_MESSAGE };
  }
}
