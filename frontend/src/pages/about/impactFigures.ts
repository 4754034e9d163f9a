/** The impact figures the product displays, word for word. */
export const IMPACT_FIGURES = [
  { figure: '5,000+', label: 'homes improved' },
  { figure: '2.5M kg', label: 'CO2 saved annually' },
  { figure: '£1.2M', label: 'bill savings' },
] as const;
