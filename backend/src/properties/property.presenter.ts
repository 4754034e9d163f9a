import type { Property } from './property.entity.js';
import type { PropertyView } from './property.type.js';

/** What the owner may see of a property: everything but the internal owner columns. */
export function presentProperty(property: Property): PropertyView {
  return {
    id: property.id,
    address: property.address,
    fullAddress: property.fullAddress,
    postcode: property.postcode,
    email: property.email,
    contactApproval: property.contactApproval,
    priority: property.priority,
    propertyType: property.propertyType,
    yearBuilt: property.yearBuilt,
    floorArea: property.floorArea,
    numBedrooms: property.numBedrooms,
    heatingSystem: property.heatingSystem,
    epcRating: property.epcRating,
    epcValidUntil: property.epcValidUntil,
    tenure: property.tenure,
    solarPVPanels: property.solarPVPanels,
    solarWaterHeating: property.solarWaterHeating,
    annualGasKwh: property.annualGasKwh,
    annualElectricityKwh: property.annualElectricityKwh,
    updatedAt: property.updatedAt,
  };
}

/** The REST shape keeps the spec's snake_case `contact_approval` beside the camelCase fields. */
export function presentPropertyJson(property: Property) {
  const { contactApproval, ...rest } = presentProperty(property);
  return { ...rest, contact_approval: contactApproval };
}
