import { Field, Int, ObjectType } from 'type-graphql';
import { CertificateStatusEnum, NewCertificateAdviceEnum } from '../graphql/closed-sets.js';

@ObjectType('CertificateDifference', { description: 'A fact the certificate and the household state differently' })
export class CertificateDifferenceView {
  @Field(() => String, { description: 'Walls, Loft insulation, Windows, Boiler, Heating controls or Main heating' })
  fact: string;

  @Field(() => String, { description: 'What the certificate says' })
  certificate: string;

  @Field(() => String, { description: 'What the household says' })
  household: string;

  @Field(() => Int, { description: "Rating points the household's version adds against the certificate's (negative: takes off)" })
  pointsEffect: number;
}

@ObjectType('CertificateCheck', { description: '"Is my certificate right?": the lodged certificate against what the household states' })
export class CertificateCheckView {
  @Field(() => CertificateStatusEnum)
  status: string;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  lodgedOn: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD: ten years after lodging' })
  validUntil: string | null;

  @Field(() => Int, { nullable: true })
  ageYears: number | null;

  @Field(() => Int, { nullable: true })
  lodgedScore: number | null;

  @Field(() => String, { nullable: true })
  lodgedBand: string | null;

  @Field(() => Int, { description: "What a new assessment would likely give: the lodged score moved by the modelled effect of what the household states otherwise" })
  likelyScore: number;

  @Field(() => String)
  likelyBand: string;

  @Field(() => Int, { description: 'The low end of what a new assessment could give' })
  likelyLow: number;

  @Field(() => Int, { description: 'The high end' })
  likelyHigh: number;

  @Field(() => Boolean)
  bandWouldChange: boolean;

  @Field(() => [CertificateDifferenceView])
  differences: CertificateDifferenceView[];

  @Field(() => String, { nullable: true, description: 'Why a certificate from before the current method may differ even where nothing changed' })
  methodNote: string | null;

  @Field(() => String)
  summary: string;

  @Field(() => NewCertificateAdviceEnum, { description: 'Whether paying for a new certificate is worth it for this household' })
  advice: string;

  @Field(() => [String])
  reasons: string[];

  @Field(() => Boolean, { description: 'The plan offers a new certificate: missing, expired, or one that would show another band' })
  offerNewCertificate: boolean;

  @Field(() => String, { description: "A new certificate's typical price, '£60 - £120'" })
  newCertificateCost: string;
}
