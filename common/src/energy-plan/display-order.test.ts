import { displayOrder } from './display-order.js';
import type { Recommendation } from './types.js';

const rec = (id: number, title: string): Recommendation => ({
  id,
  title,
  description: '',
  carbonSaving: 0,
  installationType: 'other',
  priority: 'medium',
});
const [a, b, c, d, e] = [rec(1, 'A'), rec(2, 'B'), rec(3, 'C'), rec(4, 'D'), rec(5, 'E')] as const;
const ids = (list: Recommendation[]): number[] => list.map((item) => Number(item.id));

describe('displayOrder', () => {
  it('shows top3 first, then the rest of all not in top3', () => {
    expect(ids(displayOrder({ recommendations: { top3: [c, a], all: [a, b, c, d] } }))).toEqual([3, 1, 2, 4]);
  });

  it('matches top3 and all by title, ignoring case and spacing', () => {
    const copy = { ...a, id: 99, title: ' a ' };
    expect(ids(displayOrder({ recommendations: { top3: [a], all: [copy, b] } }))).toEqual([1, 2]);
  });

  it('shows all when there is no top3', () => {
    expect(ids(displayOrder({ recommendations: { top3: [], all: [b, a] } }))).toEqual([2, 1]);
    expect(ids(displayOrder({ recommendations: { all: [b, a] } }))).toEqual([2, 1]);
  });

  it('shows a plan whose recommendations are a flat list in list order', () => {
    expect(ids(displayOrder({ recommendations: [e, d, c, b, a] }))).toEqual([5, 4, 3, 2, 1]);
  });

  it('shows a plain list in its own order', () => {
    expect(ids(displayOrder([b, a, c]))).toEqual([2, 1, 3]);
  });

  it('shows nothing without a plan or recommendations', () => {
    expect(displayOrder(null)).toEqual([]);
    expect(displayOrder({})).toEqual([]);
  });
});
