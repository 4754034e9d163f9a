import type { PlanFiguresView } from '../plans/index.js';

/** The presented plan a copy is made from: what its owner and its share link both read. */
export type PlanForCopy = PlanFiguresView;

/** One step of the plan's ordered run of measures, with the home's figures once it is done. */
export type PlanStep = PlanForCopy['steps'][number];

/** Whether the home suits a heat pump now, after a step, or not, with the figures behind it. */
export type HeatPumpVerdict = NonNullable<PlanForCopy['heatPumpVerdict']>;

/** The plan's new boiler or heat pump (or storage heaters or heat pump): the option it counts and the other beside it. */
export type HeatingDecision = NonNullable<PlanForCopy['heatingDecision']>;

/** The standard for privately rented homes as it bears on the home. */
export type RentalStandard = NonNullable<PlanForCopy['rentalStandard']>;

/** "Is my certificate right?". */
export type CertificateCheck = NonNullable<PlanForCopy['certificateCheck']>;

/** The home as a copy describes it; the address only on its owner's copy. */
export interface HomeForCopy {
  propertyType: string;
  yearBuilt: string;
  heatingSystem: string | null;
  floorArea: number;
  address?: string;
  postcode?: string;
}

/** Everything one copy of a plan holds. */
export interface PlanCopy {
  plan: PlanForCopy;
  home: HomeForCopy;
  /** The page a shared copy came from, printed on it and in its mail. */
  shareUrl?: string;
}
