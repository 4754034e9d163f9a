import type { ReactNode } from 'react';

/** Simple white marks on a coloured tile, drawn on a 48 × 48 grid; ours, not the partners' own artwork. */
const MARKS = {
  bolt: <path d="M27 6L12 27h10l-3 15 17-22H26z" />,
  columns: (
    <>
      <path d="M24 8l16 8H8z" />
      <path d="M12 19h4v14h-4zM22 19h4v14h-4zM32 19h4v14h-4zM9 35h30v4H9z" />
    </>
  ),
  house: <path d="M24 8l16 13v19H29v-9a5 5 0 0 0-10 0v9H8V21z" />,
  river: <ShieldAround emblem={<path d="M15 27c3-3 6-3 9 0s6 3 9 0v4c-3 3-6 3-9 0s-6-3-9 0z" />} />,
  tower: <ShieldAround emblem={<path d="M18 16h3v3h2v-3h2v3h2v-3h3v18H18z" />} />,
  hills: <ShieldAround emblem={<path d="M14 32l7-11 4 6 3-4 6 9z" />} />,
} satisfies Record<string, ReactNode>;

export type PartnerMark = keyof typeof MARKS;

/** A council's crest: a white shield with its emblem cut out in the tile's colour. */
function ShieldAround({ emblem }: { emblem: ReactNode }) {
  return (
    <>
      <path d="M24 7l14 5v11c0 9-6 15-14 18-8-3-14-9-14-18V12z" />
      <g fill="currentColor">{emblem}</g>
    </>
  );
}

/** A partner's logo tile. Decorative: the card's heading already names the partner. */
export function PartnerLogo({ mark, colour }: { mark: PartnerMark; colour: string }) {
  return (
    <svg width="56" height="56" viewBox="0 0 48 48" aria-hidden="true" focusable="false" style={{ color: colour, flexShrink: 0 }}>
      <rect width="48" height="48" rx="10" fill="currentColor" />
      <g fill="#fff">{MARKS[mark]}</g>
    </svg>
  );
}
