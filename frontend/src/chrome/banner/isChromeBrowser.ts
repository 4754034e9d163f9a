interface NavigatorWithUaData {
  userAgentData?: { brands?: ReadonlyArray<{ brand: string }> };
  userAgent: string;
}

/**
 * True for Google Chrome and other Chromium browsers (Edge, Opera, Brave...), which render the
 * app as tested. Client hints first, where available; the user-agent string otherwise.
 */
export function isChromeBrowser(nav: NavigatorWithUaData = navigator): boolean {
  const brands = nav.userAgentData?.brands;
  if (brands?.some(({ brand }) => /Chrom(e|ium)/.test(brand))) return true;
  return /\b(Chrome|Chromium|CriOS)\//.test(nav.userAgent);
}
