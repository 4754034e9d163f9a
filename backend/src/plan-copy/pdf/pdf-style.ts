/** The copy's colours: the brand's green for headings and figures, dark grey text on white. */
export const COLOURS = {
  brand: '#166534',
  heading: '#14532d',
  text: '#1f2937',
  muted: '#4b5563',
  rule: '#d1d5db',
  tile: '#f0fdf4',
  tableHead: '#dcfce7',
  stripe: '#f9fafb',
} as const;

/** Type sizes in points; body text at 10 pt reads comfortably on A4. */
export const SIZES = {
  title: 22,
  heading: 15,
  subheading: 12,
  body: 10,
  table: 9.5,
  small: 8.5,
  figure: 16,
} as const;
