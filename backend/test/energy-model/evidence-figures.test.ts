import type { MeasuredFigure } from '../../src/energy-model/evidence/measured-figure.js';
import * as consumption from '../../src/energy-model/evidence/measured-consumption.js';
import { NEED_MEDIAN_GAS_SAVING } from '../../src/energy-model/evidence/measured-savings.js';

const isFigure = (value: unknown): value is MeasuredFigure => typeof value === 'object' && value !== null && 'strength' in value;
const figuresIn = (group: unknown): MeasuredFigure[] => (isFigure(group) ? [group] : Object.values(group as object).filter(isFigure));
const ALL = [...Object.values(consumption).flatMap(figuresIn), ...figuresIn(NEED_MEDIAN_GAS_SAVING)];

describe('measured reference figures', () => {
  it('all carry a source, a table and a plausible year', () => {
    expect(ALL.length).toBeGreaterThan(20);
    for (const figure of ALL) {
      expect(figure.source.length).toBeGreaterThan(10);
      expect(figure.table.length).toBeGreaterThan(5);
      expect(figure.year).toBeGreaterThanOrEqual(2010);
      expect(figure.year).toBeLessThanOrEqual(2026);
    }
  });

  it('explain every figure that is not read from its publisher', () => {
    for (const figure of ALL.filter((f) => f.strength !== 'published')) expect(figure.note).toBeTruthy();
  });

  it('keep the published orders: Ofgem low < medium < high, NEED savings as published', () => {
    for (const group of [consumption.OFGEM_TDCV_GAS, consumption.OFGEM_TDCV_ELECTRICITY, consumption.OFGEM_TDCV_ECONOMY7]) {
      expect(group.low.value).toBeLessThan(group.medium.value);
      expect(group.medium.value).toBeLessThan(group.high.value);
    }
    expect([NEED_MEDIAN_GAS_SAVING.cavityWall.value, NEED_MEDIAN_GAS_SAVING.solidWall.value, NEED_MEDIAN_GAS_SAVING.loft.value]).toEqual([11.98, 17.28, 3.21]);
  });
});
