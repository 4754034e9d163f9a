
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "HomeDetails": [
      "Property",
      "SharedHome"
    ],
    "PlanFigures": [
      "EnergyPlan",
      "SharedEnergyPlan"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "HomeDetails": [
      "Property",
      "SharedHome"
    ],
    "PlanFigures": [
      "EnergyPlan",
      "SharedEnergyPlan"
    ]
  }
};
      export default result;
    