/** Whose plan a copy is of: the visitor's own home, or the plan behind a share link. */
export type CopyTarget = { kind: 'own'; propertyId: string } | { kind: 'shared'; token: string };

/** The PDF's address: a plain link, so the copy downloads without any script running. */
export function pdfPath(target: CopyTarget): string {
  return target.kind === 'own'
    ? `/api/properties/${encodeURIComponent(target.propertyId)}/energy-plan/pdf`
    : `/api/plan/${encodeURIComponent(target.token)}/pdf`;
}
