import { graphql, HttpResponse } from 'msw';
import { buildPlan, typedPlan } from '../../plan/test/planHandlers';
import type {
  BoilerType,
  EpcDetailsQueryVariables,
  FlatPosition,
  Glazing,
  HeatingControls,
  HeatingFuel,
  HomeDetailsFragment,
  PlanPriority,
  PropertyInput,
  RentalRole,
  SavedPropertyFragment,
  SaveHomeProfileMutationVariables,
  WallInsulation,
} from '../../gql/graphql';

// The generated types leave out __typename, which real answers carry (Apollo asks for it).
type WireAnswer = Record<string, unknown>;

/** A certificate's details as the server maps them; override what the test is about. */
export function buildDetails(overrides: Partial<HomeDetailsFragment> = {}): HomeDetailsFragment {
  return {
    address: '12 Lister Square, Edinburgh',
    fullAddress: '12 Lister Square, Edinburgh, EH3 9GL',
    postcode: 'EH3 9GL',
    propertyType: 'Terraced',
    yearBuilt: '1919-1944',
    floorArea: 87.6,
    numBedrooms: 3,
    heatingSystem: 'Gas boiler',
    epcRating: 'D',
    epcValidUntil: '2031 December',
    tenure: 'Rented - Private',
    // Most certificates say nothing of these: the form shows "Not sure".
    heatingFuel: null,
    wallInsulation: 'unknown',
    loftInsulationMm: null,
    glazing: 'unknown',
    boilerType: 'unknown',
    heatingControls: 'unknown',
    flatPosition: 'unknown',
    typicalOf: null,
    ...overrides,
  };
}

export function answerEpcDetails(answer: { success?: boolean; data?: HomeDetailsFragment; message?: string | null } = {}, calls: EpcDetailsQueryVariables[] = []) {
  return graphql.query<WireAnswer, EpcDetailsQueryVariables>('EpcDetails', ({ variables }) => {
    calls.push(variables);
    const data = { __typename: 'EpcDetails' as const, ...(answer.data ?? buildDetails()) };
    return HttpResponse.json({ data: { epcDetails: { __typename: 'EpcDetailsResult', success: answer.success ?? true, message: answer.message ?? null, data } } });
  });
}

export const failEpcDetails = () => graphql.query('EpcDetails', () => new HttpResponse(null, { status: 502 }));

/** Never answers, like a server that has stopped responding; the client's time-out must end it. */
export const hangEpcDetails = () => graphql.query('EpcDetails', () => new Promise<never>(() => {}));

/** The home as the server saves it; `withoutCertificate` is the server's own finding, never sent. */
export function propertyFrom(id: string, input: PropertyInput, withoutCertificate = false): SavedPropertyFragment {
  return {
    id,
    address: input.address,
    fullAddress: input.fullAddress ?? null,
    postcode: input.postcode,
    email: input.email ?? null,
    // The input takes any string (the server's rules answer a wrong one); what is saved is one of the set.
    priority: (input.priority ?? 'reduce_bills') as PlanPriority,
    propertyType: input.propertyType,
    yearBuilt: input.yearBuilt,
    floorArea: input.floorArea ?? 0,
    numBedrooms: input.numBedrooms ?? 0,
    heatingSystem: input.heatingSystem ?? null,
    epcRating: input.epcRating ?? null,
    epcValidUntil: input.epcValidUntil ?? null,
    tenure: input.tenure ?? null,
    rentalRole: (input.rentalRole ?? 'unknown') as RentalRole,
    solarPVPanels: input.solarPVPanels ?? false,
    solarWaterHeating: input.solarWaterHeating ?? false,
    annualGasKwh: input.annualGasKwh ?? null,
    annualElectricityKwh: input.annualElectricityKwh ?? null,
    annualFuelUse: input.annualFuelUse ?? null,
    annualFuelUnit: input.annualFuelUnit ?? null,
    // Stored as sent, or "unknown" when not sent, as the shared rules keep them.
    heatingFuel: (input.heatingFuel ?? null) as HeatingFuel | null,
    wallInsulation: (input.wallInsulation ?? 'unknown') as WallInsulation,
    loftInsulationMm: input.loftInsulationMm ?? null,
    glazing: (input.glazing ?? 'unknown') as Glazing,
    boilerType: (input.boilerType ?? 'unknown') as BoilerType,
    heatingControls: (input.heatingControls ?? 'unknown') as HeatingControls,
    flatPosition: (input.flatPosition ?? 'unknown') as FlatPosition,
    withoutCertificate,
  };
}

/** An update the wizard sent: the home it names and its new profile. */
export type PropertyUpdate = { id: string; input: PropertyInput };

/**
 * Answers the Home profile save with the saved home and its plan, as the server does.
 * A save naming no home is a new one (recorded in `created`, given `id`); one naming a home is an
 * update of it (recorded in `updates`). `withoutCertificate` is what the server found for the address.
 */
export function answerSaveHomeProfile(created: PropertyInput[] = [], updates: PropertyUpdate[] = [], id = 'prop-new', { withoutCertificate = false, plan = buildPlan() } = {}) {
  return graphql.mutation<WireAnswer, SaveHomeProfileMutationVariables>('SaveHomeProfile', ({ variables: { propertyId, input } }) => {
    if (propertyId) updates.push({ id: String(propertyId), input });
    else created.push(input);
    const saved = propertyFrom(propertyId ? String(propertyId) : id, input, withoutCertificate);
    return HttpResponse.json({ data: { saveHomeProfile: { __typename: 'Property', ...saved, plan: typedPlan({ ...plan, propertyId: saved.id }) } } });
  });
}

/** A home profile save refused with a GraphQL error (the server's message) or a bare HTTP status. */
export function failPropertySave(failure: { message: string } | { status: number }) {
  return graphql.mutation('SaveHomeProfile', () =>
    'message' in failure
      ? HttpResponse.json({ errors: [{ message: failure.message, extensions: { code: 'BAD_USER_INPUT' } }] })
      : new HttpResponse(null, { status: failure.status }),
  );
}
