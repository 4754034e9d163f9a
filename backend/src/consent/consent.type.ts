import { Field, ObjectType } from 'type-graphql';

@ObjectType('ConsentRecord', { description: "The visitor's agreement to the Privacy & Data Use terms" })
export class ConsentRecordView {
  @Field(() => Boolean)
  accepted: boolean;

  @Field(() => String)
  version: string;

  @Field(() => String, { description: 'When it was given (ISO 8601)' })
  timestamp: string;
}
