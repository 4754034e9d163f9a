import 'reflect-metadata';
import { Field, Int, InterfaceType, ObjectType } from 'type-graphql';
import { pickDeclaredFields } from '../../src/graphql/declared-fields.js';

@InterfaceType('DeclaredFieldsBase')
abstract class Base {
  @Field(() => String)
  name: string;
}

@ObjectType('DeclaredFieldsRecord', { implements: Base })
class Record extends Base {
  @Field(() => Int)
  amount: number;

  /** A column the type does not declare: it must never be copied. */
  secret: string;

  @Field(() => Int)
  get doubled(): number {
    return this.amount * 2;
  }
}

@ObjectType('DeclaredFieldsOther')
class Other {
  @Field(() => String)
  secret: string;
}

const record = Object.assign(new Record(), { name: 'loft', amount: 21, secret: 'owner@example.com' });

describe('pickDeclaredFields', () => {
  it('copies the fields the type declares, inherited ones and getters included, and nothing else', () => {
    const view = pickDeclaredFields(record, Record);
    expect(view).toEqual({ name: 'loft', amount: 21, doubled: 42 });
    expect(Object.getPrototypeOf(view)).toBe(Object.prototype);
  });

  it('cuts a narrower view from the same record by the narrower type', () => {
    expect(pickDeclaredFields(record, Base)).toEqual({ name: 'loft' });
  });

  it('never reads the fields of another type that happen to share a name', () => {
    expect(Object.keys(pickDeclaredFields(record, Record))).not.toContain('secret');
    expect(pickDeclaredFields(record, Other)).toEqual({ secret: 'owner@example.com' });
  });
});
