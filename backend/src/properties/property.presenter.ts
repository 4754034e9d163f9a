import type { Property } from './property.entity.js';
import type { HomeDetailsView, PropertyView } from './property.type.js';

/** What anyone reading the home's plan may see of it: see HomeDetailsView. */
export function presentHomeDetails(property: Property): HomeDetailsView {
  return {
    address: property.address,
    fullAddress: property.fullAddress,
    postcode: property.postcode,
    propertyType: property.propertyType,
    yearBuilt: property.yearBuilt,
    floorArea: property.floorArea,
    numBedrooms: property.numBedrooms,
    heatingSystem: property.heatingSystem,
    epcRating: property.epcRating,
    epcValidUntil: property.epcValidUntil,
    solarPVPanels: property.solarPVPanels,
    solarWaterHeating: property.solarWaterHeating,
  };
}

/** What the owner may see of a property: everything but the internal owner columns. */
export function presentProperty(property: Property): PropertyView {
  return {
    ...presentHomeDetails(property),
    id: property.id,
    email: property.email,
    contactApproval: property.contactApproval,
    priority: property.priority,
    tenure: property.tenure,
    annualGasKwh: property.annualGasKwh,
    annualElectricityKwh: property.annualElectricityKwh,
    updatedAt: property.updatedAt,
  };
}

/** The REST shape keeps the REST payload's snake_case `contact_approval` beside the camelCase fields. */
export function presentPropertyJson(property: Property) {
  const { contactApproval, ...rest } = presentProperty(property);
  return { ...rest, contact_approval: contactApproval };
}
