import { expect, type Page } from '@playwright/test';

/** A Home profile answer by the input's field name, as the profile form sends it ('Gas boiler', 'non_condensing'). */
type ProfileAnswers = Record<string, string | number | boolean | null>;

interface SavedHome {
  postcode?: string;
  /** The home at the postcode, as its address starts ('23 Park Row Terrace'); the first one when not given. */
  address?: string;
  email: string;
  /** Answers changed from the certificate's, as a householder would change them on the Home profile step. */
  changes?: ProfileAnswers;
}

/** The certificate's answers the Home profile step is pre-filled with. */
type Certificate = ProfileAnswers & { floorArea: number | null; numBedrooms: number | null; tenure: string | null };

const HOME_DETAILS = `
  address fullAddress postcode propertyType yearBuilt floorArea numBedrooms heatingSystem epcRating
  epcValidUntil tenure heatingFuel wallInsulation loftInsulationMm glazing boilerType heatingControls flatPosition
`;

/** The Home profile's bedrooms select ends at 6+. */
const MOST_BEDROOMS = 6;
/** A size as the form's number box holds it: whole, and 0 ("not known") when the certificate has none. */
const wholeNumber = (value: number | null) => (value && value > 0 ? Math.trunc(value) : 0);

/** Sends one GraphQL operation as the browser's app does, with the page's cookies, and answers its data. */
async function graphql<Data>(page: Page, query: string, variables: Record<string, unknown>): Promise<Data> {
  const response = await page.request.post('/graphql', { data: { query, variables } });
  const body = (await response.json()) as { data?: Data; errors?: { message: string }[] };
  expect(body.errors, query).toBeUndefined();
  return body.data!;
}

/**
 * Opens the plan of a home this browser saved: the app, once started (it wipes a new browser
 * session's stored plan first), is told the home's id as the wizard tells it, and shows its plan.
 * Returns the plan's address as its heading shows it.
 */
export async function openPlanOf(page: Page, propertyId: string): Promise<string> {
  await page.goto('/');
  await page.waitForFunction(() => window.sessionStorage.getItem('warmwise:sessionActive') === 'active');
  await page.evaluate((id) => window.sessionStorage.setItem('warmwise:currentPropertyId', id), propertyId);
  await page.goto('/plan');
  await expect(page.getByRole('heading', { name: 'Home Energy Plan' })).toBeVisible();
  const address = page.getByTestId('plan-address');
  await expect(address).not.toHaveText('your property');
  return (await address.textContent()) ?? '';
}

/**
 * The plan makePlan reaches, without walking the wizard: the same requests the wizard's steps send
 * (consent, the postcode's first home or the one named, its certificate, the Home profile saved as
 * pre-filled or with `changes`), made with the page's cookies, then the plan opened. For tests whose
 * subject is the plan; the wizard itself is walked by the tests that are about it. Returns the
 * heading's address.
 */
export async function openSavedPlan(page: Page, { postcode = 'LS1 4AP', address, email, changes = {} }: SavedHome): Promise<string> {
  await graphql(page, 'mutation ($version: String) { recordConsent(accepted: true, version: $version) { accepted } }', { version: '1.0' });
  const { addressLookup } = await graphql<{ addressLookup: { addresses: { address: string }[] } }>(
    page,
    'query ($postcode: String!) { addressLookup(postcode: $postcode) { addresses { address } } }',
    { postcode },
  );
  const home = address ? addressLookup.addresses.find((found) => found.address === address || found.address.startsWith(`${address},`)) : addressLookup.addresses[0];
  expect(home, `a home at ${postcode}${address ? ` named ${address}` : ''}`).toBeDefined();
  const { epcDetails } = await graphql<{ epcDetails: { data: Certificate } }>(
    page,
    `query ($address: String!, $postcode: String!) { epcDetails(address: $address, postcode: $postcode) { data { ${HOME_DETAILS} } } }`,
    { address: home!.address, postcode },
  );
  // The Home profile step's pre-fill: the certificate's answers, its sizes as the form's whole-number
  // boxes hold them (bedrooms up to the select's 6+), owner-occupied when it names no tenure, and
  // the e-mail given at the Contact step, which agrees to being contacted.
  const { floorArea, numBedrooms, tenure, ...certificate } = epcDetails.data;
  const input = {
    ...certificate,
    floorArea: wholeNumber(floorArea),
    numBedrooms: Math.min(MOST_BEDROOMS, wholeNumber(numBedrooms)),
    tenure: tenure ?? 'Owner-occupied',
    email,
    contactApproval: true,
    ...changes,
  };
  const { saveHomeProfile } = await graphql<{ saveHomeProfile: { id: string } }>(
    page,
    'mutation ($input: PropertyInput!) { saveHomeProfile(input: $input) { id } }',
    { input },
  );
  return openPlanOf(page, saveHomeProfile.id);
}
