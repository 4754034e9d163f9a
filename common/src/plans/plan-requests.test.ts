import { checkWith } from '../validation/schema-check.js';
import { planRequestSchema, recommendationRemovalSchema, recommendationRestoreSchema } from './plan-requests.js';

describe('plan requests', () => {
  it('read a home by its id, or as a profile when no id is given', () => {
    expect(checkWith(planRequestSchema, { propertyId: ' p-1 ', priority: 'property_value' })).toEqual({ ok: true, value: { propertyId: 'p-1', priority: 'property_value' } });
    expect(checkWith(planRequestSchema, { propertyId: '', priority: '' })).toEqual({ ok: true, value: { propertyId: undefined, priority: undefined } });
    expect(checkWith(planRequestSchema, { propertyId: 7 })).toMatchObject({ ok: true, value: { propertyId: undefined } });
  });

  it('name every priority when given another', () => {
    expect(checkWith(planRequestSchema, { priority: 'cheapest' })).toMatchObject({
      ok: false,
      field: 'priority',
      message: 'priority must be one of: reduce_bills, comfort_improvement, environmental_benefit, property_value',
    });
  });

  it('need the plan for a removal, and the plan then the title for an undo', () => {
    expect(checkWith(recommendationRemovalSchema, {})).toMatchObject({ ok: false, field: 'energyPlanId', message: 'energyPlanId is required' });
    expect(checkWith(recommendationRestoreSchema, { title: 'Loft' })).toMatchObject({ ok: false, field: 'energyPlanId', message: 'energyPlanId is required' });
    expect(checkWith(recommendationRestoreSchema, { energyPlanId: 'e', title: '  ' })).toMatchObject({ ok: false, field: 'title', message: 'title is required' });
  });
});
