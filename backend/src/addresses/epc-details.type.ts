import type { BoilerType, FlatPositionOption, Glazing, HeatingControlsOption, HeatingFuel, WallInsulation } from '@warmwise/common';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { BoilerTypeEnum, FlatPositionEnum, GlazingEnum, HeatingControlsEnum, HeatingFuelEnum, WallInsulationEnum } from '../graphql/closed-sets.js';
import type { EpcDetailsAnswer, EpcDetailsResultAnswer } from './address-answers.js';

/** A home's details from its newest certificate, in the wizard's options (docs/product.md, "The EPC look-up"). */
@ObjectType('EpcDetails')
export class EpcDetails implements EpcDetailsAnswer {
  @Field(() => String)
  address: string;

  @Field(() => String, { nullable: true, description: 'Address, town and postcode on one line' })
  fullAddress: string | null;

  @Field(() => String)
  postcode: string;

  @Field(() => String, { description: "An option of the wizard, or 'Unknown'" })
  propertyType: string;

  @Field(() => String, { description: "An option of the wizard, or 'Unknown'" })
  yearBuilt: string;

  @Field(() => Float, { nullable: true })
  floorArea: number | null;

  @Field(() => Int, { nullable: true, description: 'Estimated from habitable rooms' })
  numBedrooms: number | null;

  @Field(() => String, { description: "An option of the wizard, or 'Unknown'" })
  heatingSystem: string;

  @Field(() => HeatingFuelEnum, { nullable: true, description: "What an 'Other' heating burns, from the certificate's main fuel; null for any other heating" })
  heatingFuel: HeatingFuel | null;

  @Field(() => WallInsulationEnum, { description: "The walls as the certificate describes them; 'unknown' when it does not say" })
  wallInsulation: WallInsulation;

  @Field(() => Int, { nullable: true, description: 'Loft insulation in mm as the certificate gives it' })
  loftInsulationMm: number | null;

  @Field(() => GlazingEnum)
  glazing: Glazing;

  @Field(() => BoilerTypeEnum, { description: "'unknown' unless the certificate says condensing or not" })
  boilerType: BoilerType;

  @Field(() => HeatingControlsEnum)
  heatingControls: HeatingControlsOption;

  @Field(() => FlatPositionEnum)
  flatPosition: FlatPositionOption;

  @Field(() => String, { description: "A to G, or 'Unknown'" })
  epcRating: string;

  @Field(() => String, { nullable: true, description: "Lodgement + 10 years, like '2031 December'" })
  epcValidUntil: string | null;

  @Field(() => String, { nullable: true })
  tenure: string | null;

  @Field(() => Int, { nullable: true })
  currentEnergyEfficiency: number | null;

  @Field(() => String, { nullable: true })
  potentialEpcRating: string | null;

  @Field(() => String, { nullable: true, description: 'The certificate this came from' })
  lmkKey: string | null;

  @Field(() => String, { nullable: true })
  lodgementDate: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Without a certificate: the homes whose usual type, age and heating fill the profile, such as 'homes in ZE1 0'; null when the details come from a certificate",
  })
  typicalOf: string | null;
}

/** POST /api/epc/details answers `{ success, data }`; a home without a certificate gets values typical of homes nearby. */
@ObjectType('EpcDetailsResult')
export class EpcDetailsResult implements EpcDetailsResultAnswer {
  @Field(() => Boolean)
  success: boolean;

  @Field(() => EpcDetails)
  data: EpcDetails;

  @Field(() => String, { nullable: true })
  message: string | null;
}
