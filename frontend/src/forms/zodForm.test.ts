import { describe, expect, it } from '@jest/globals';
import { contactMessageSchema } from '@warmwise/common';
import * as z from 'zod/mini';
import { zodValidate } from './zodForm';

describe('zodValidate', () => {
  it("gives each field its first problem's message", () => {
    const validate = zodValidate<{ code: string }>(z.object({ code: z.string().check(z.minLength(6, { error: 'first' }), z.regex(/^\d+$/, { error: 'second' })) }));
    expect(validate({ code: 'abc' })).toEqual({ code: 'first' });
    expect(validate({ code: '123456' })).toEqual({});
  });

  it('gives a problem several fields share to each of them', () => {
    const validate = zodValidate<Record<string, string>>(contactMessageSchema);
    expect(validate({ name: 'Sam', email: '', subject: '', message: 'Hello' })).toEqual({ email: 'Please fill in all fields.', subject: 'Please fill in all fields.' });
  });
});
