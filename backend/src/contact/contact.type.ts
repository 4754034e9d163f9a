import { Field, ID, InputType, ObjectType } from 'type-graphql';

// Every field is optional here so a missing one gets the form's own 'Please fill in all fields.' from
// the shared schema, exactly as over REST, rather than GraphQL's own variable error.
@InputType('ContactMessageInput', { description: 'The body of POST /api/contact: the /contact page form' })
export class ContactMessageInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => String, { nullable: true })
  subject?: string | null;

  @Field(() => String, { nullable: true })
  message?: string | null;
}

@ObjectType('ContactMessageResult')
export class ContactMessageResult {
  @Field(() => Boolean)
  success: boolean;

  @Field(() => ID)
  id: string;

  @Field(() => String)
  message: string;
}
