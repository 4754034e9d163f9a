import { graphql } from '../../gql';

/** The model's own registry of what every new plan assumes, so this page shows the numbers plans really use. */
export const modelAssumptionsQuery = graphql(`
  query AboutModelAssumptions {
    modelAssumptions {
      modelVersion
      priceTableId
      pricesValidFrom
      pricesValidTo
      pricesLabel
      prices {
        electricityPencePerKwh
        gasPencePerKwh
        electricityStandingPencePerDay
        gasStandingPencePerDay
      }
      emissionFactors {
        electricityKgPerKwh
        gasKgPerKwh
      }
      assumptions
      priceSources
      priceEstimates
    }
  }
`);
