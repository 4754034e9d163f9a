import { fuelUseUnit, meteredHeatingFuel, unitsOfFuel, type MeteredHeatingFuel } from '@warmwise/common';

interface HeatingAnswers {
  heatingSystem: string;
  heatingFuel: string;
  annualFuelUnit: string;
}

/** Which yearly uses the energy-use box asks of a home, from its heating as answered so far. */
interface UsageAsked {
  /** Mains gas: for a gas boiler, and while the heating is not chosen (the plan then assumes one). */
  gas: boolean;
  /** The oil, LPG, coal or wood the heating burns, and the unit its use is given in. */
  fuel: MeteredHeatingFuel | null;
  fuelUnit: ReturnType<typeof fuelUseUnit>;
  /** An 'Other' heating whose fuel is "Not sure": there is no fuel to ask about until it is named. */
  fuelNotKnown: boolean;
}

export function usageAsked({ heatingSystem, heatingFuel, annualFuelUnit }: HeatingAnswers): UsageAsked {
  const fuel = meteredHeatingFuel(heatingSystem, heatingFuel);
  const chosen = fuelUseUnit(annualFuelUnit);
  // A unit chosen for another fuel (the heating changed since) gives way to the new fuel's first.
  const fuelUnit = fuel ? (chosen?.fuel === fuel ? chosen : unitsOfFuel(fuel)[0]) : undefined;
  return {
    gas: heatingSystem === 'Gas boiler' || heatingSystem === '',
    fuel,
    fuelUnit,
    fuelNotKnown: heatingSystem === 'Other' && heatingFuel === 'unknown',
  };
}
