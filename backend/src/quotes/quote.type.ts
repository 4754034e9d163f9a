import { Field, ID, InputType, ObjectType } from 'type-graphql';

@InputType('QuoteProductDetailsInput')
export class QuoteProductDetailsInput {
  @Field(() => String, { nullable: true })
  cost?: string | null;

  @Field(() => String, { nullable: true })
  savings?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;
}

@InputType('QuoteRequestInput', { description: 'The body of POST /api/request-quote' })
export class QuoteRequestInput {
  @Field(() => String, { nullable: true })
  userEmail?: string | null;

  @Field(() => String)
  productName: string;

  @Field(() => QuoteProductDetailsInput, { nullable: true })
  productDetails?: QuoteProductDetailsInput | null;
}

@ObjectType('QuoteRequestResult')
export class QuoteRequestResult {
  @Field(() => Boolean)
  success: boolean;

  @Field(() => ID)
  id: string;

  @Field(() => String)
  message: string;
}
