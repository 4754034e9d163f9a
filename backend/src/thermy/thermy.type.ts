import { Field, ObjectType } from 'type-graphql';

@ObjectType('ThermySource', { description: 'A page an answer is grounded in' })
export class ThermySourceView {
  @Field(() => String)
  title: string;

  @Field(() => String, { description: "An app path such as '/plan', or a public page's address" })
  url: string;
}

@ObjectType('ThermyReply', { description: "Thermy's answer to one question" })
export class ThermyReplyView {
  @Field(() => String)
  reply: string;

  @Field(() => [ThermySourceView])
  sources: ThermySourceView[];

  @Field(() => [String], { description: 'Questions worth asking next' })
  suggestions: string[];

  @Field(() => String, { description: 'Send it back with the next question to continue the conversation' })
  conversationId: string;
}
