/**
 * The partner API's example operations: shown on /developers and opened as the playground's tabs,
 * so both always show the same, working requests.
 */
export const KEY_PLACEHOLDER = '<your key>';

export const AUTHORIZATION_HEADERS = JSON.stringify({ Authorization: `Bearer ${KEY_PLACEHOLDER}` }, null, 2);

export interface PartnerOperation {
  title: string;
  query: string;
  variables?: Record<string, unknown>;
}

const WHO_AM_I: PartnerOperation = {
  title: 'Who am I',
  query: `# The organisation your key belongs to and its quotas.
query WhoAmI {
  partner {
    name
    quota { perMinute perDay usedToday }
  }
}`,
};

const BULK_ELIGIBILITY: PartnerOperation = {
  title: 'Eligibility in bulk',
  query: `# Up to 100 households a call, by the questionnaire's rule. Nothing is stored.
query Eligibility($households: [HouseholdInput!]!) {
  partner {
    eligibility(households: $households) {
      reference
      eligibleGrants { id name amount }
    }
  }
}`,
  variables: {
    households: [
      { reference: 'customer-1', members: { over66: 1, age18To60: 1 }, benefits: ['pension_credit'] },
      { reference: 'customer-2', members: { age18To60: 2, age5To17: 2 }, benefits: ['none'], hasDisability: 'no' },
    ],
  },
};

const GRANTS_IN_AREA: PartnerOperation = {
  title: 'Grants in a local authority',
  query: `# By ONS code (E08000035) or name (Leeds).
query GrantsInLeeds {
  partner {
    grants(localAuthority: "Leeds") {
      localAuthority { code name nation }
      schemes { id name amount provider website }
    }
  }
}`,
};

const SUBMISSION_STATISTICS: PartnerOperation = {
  title: 'Questionnaire statistics',
  query: `# Complete months only; counts below 10 come back as null with suppressed: true.
query LeedsStatistics {
  partner {
    submissionStatistics(localAuthority: "E08000035", months: 6) {
      localAuthority { name }
      minimumCount
      months {
        month
        submissions { count suppressed }
        eligible { schemeId count suppressed }
      }
    }
  }
}`,
};

const RENTED_HOMES: PartnerOperation = {
  title: 'Rented homes and the 2030 standard',
  query: `# Up to 20 homes a call: each home's standard for private lets (band C by 1 October 2030 in
# England and Wales), the cheapest route to it against the £10,000 cap, the exemption route,
# grants, and a check of its certificate. Nothing is stored.
query RentedHomes($homes: [RentedHomeInput!]!) {
  partner {
    rentedHomes(homes: $homes) {
      reference
      rentalStandard {
        status headline requiredBand allTenanciesFrom costCapGbp
        route { costMin costMax scoreAfter measures { title costMin costMax sapPointsGain } }
        withinCap { costMin costMax scoreAfter }
        exemption
        grants { name verdict who }
        source sourceAsOf
      }
      certificateCheck { status likelyBand likelyScore advice reasons }
    }
  }
}`,
  variables: {
    homes: [
      {
        reference: 'property-12',
        postcode: 'LS6 1AA',
        propertyType: 'Semi-detached',
        yearBuilt: '1945-1964',
        floorArea: 90,
        heatingSystem: 'Gas boiler',
        epcRating: 'D',
        epcScore: 60,
        certificateLodgedOn: '2019-03-01',
        wallInsulation: 'cavity_empty',
        viewpoint: 'landlord',
      },
    ],
  },
};

export const PARTNER_OPERATIONS: readonly PartnerOperation[] = [WHO_AM_I, BULK_ELIGIBILITY, RENTED_HOMES, GRANTS_IN_AREA, SUBMISSION_STATISTICS];
