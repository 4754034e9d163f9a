import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('ResumeLink', { description: "A private link that opens the visitor's plan, editable, in another browser; shown once, never stored" })
export class ResumeLinkView {
  @Field(() => String, { description: '192 random bits, URL-safe; the last part of the url' })
  token: string;

  @Field(() => String, { description: 'The page that opens the plan: /resume/{token}' })
  url: string;

  @Field(() => Date, { description: 'After this the link opens nothing' })
  expiresAt: Date;
}

@ObjectType('ResumedVisit', { description: 'What opening a resume link gave this browser: the session of the visitor the link was made for' })
export class ResumedVisitView {
  @Field(() => ID, { nullable: true, description: "The visitor's newest home; null when they never finished a plan" })
  propertyId: string | null;
}
