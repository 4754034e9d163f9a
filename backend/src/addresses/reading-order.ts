import { memoizeText } from '../epc/index.js';

// "2 Mill Lane" before "10 Mill Lane", and "Flat 2" before "Flat 10".
const readingOrder = new Intl.Collator('en-GB', { numeric: true, sensitivity: 'base' });

// The unit separator cannot occur in the register's text (text-memo.ts), so a list splits back whole.
const SEPARATOR = '\u001f';

/** The positions of a list of addresses in reading order, remembered per list. */
const orderOf = memoizeText((list: string) => {
  const addresses = list.split(SEPARATOR);
  return addresses.map((_, index) => index).sort((a, b) => readingOrder.compare(addresses[a], addresses[b]));
});

/**
 * Homes in the order people read a street. Every look-up of a postcode sorts the same few dozen
 * addresses, and comparing them with the collator at each step of the sort cost more than parsing
 * the query's rows, so the order found for a list of addresses is remembered and the same list is
 * put in order by position. A change in the data is a different list.
 */
export function inReadingOrder<T extends { address: string }>(homes: T[]): T[] {
  // An empty list joins to the text of a list of one empty address.
  if (homes.length === 0) return homes;
  return orderOf(homes.map((home) => home.address).join(SEPARATOR)).map((index) => homes[index]);
}
