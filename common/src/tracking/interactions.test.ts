import { checkWith } from '../validation/schema-check.js';
import { interactionSchemas } from './interactions.js';

describe('interactionSchemas', () => {
  it.each([[[1, 2]], ['text'], [null]])('refuses a body that is not a JSON object (%j)', (body) => {
    expect(checkWith(interactionSchemas.learn_more_click, body)).toEqual({ ok: false, message: 'The interaction must be a JSON object' });
  });

  it("keeps only the call's own fields, text trimmed and cut to 500 characters, and drops what is not a plain value", () => {
    const body = { email: ' ada@example.com ', recommendationTitle: 't'.repeat(600), source: Number.NaN, sessionId: ['x'], propertyId: null, product_name: 'other call' };
    expect(checkWith(interactionSchemas.learn_more_click, body)).toEqual({ ok: true, value: { email: 'ada@example.com', recommendationTitle: 't'.repeat(500), propertyId: null } });
    expect(checkWith(interactionSchemas.user_interaction, { product_name: 'Heat pump', quote_request: true, recommendationId: 'r1' })).toEqual({
      ok: true,
      value: { product_name: 'Heat pump', quote_request: true },
    });
  });
});
