// "2 Mill Lane" before "10 Mill Lane", and "Flat 2" before "Flat 10".
const readingOrder = new Intl.Collator('en-GB', { numeric: true, sensitivity: 'base' });

const MAX_LISTS = 5_000;
const orderOfList = new Map<string, number[]>();

/**
 * Homes in the order people read a street. Every look-up of a postcode sorts the same few dozen
 * addresses, and comparing them with the collator at each step of the sort cost more than parsing
 * the query's rows, so the order found for a list of addresses is kept: the same list is put in
 * order by index. A change in the data is a different list. Bounded: past `MAX_LISTS` lists it starts
 * afresh rather than grow.
 */
export function inReadingOrder<T extends { address: string }>(homes: T[]): T[] {
  const list = homes.map((home) => home.address).join('\n');
  let order = orderOfList.get(list);
  if (!order) {
    order = homes.map((_, index) => index).sort((a, b) => readingOrder.compare(homes[a].address, homes[b].address));
    if (orderOfList.size >= MAX_LISTS) orderOfList.clear();
    orderOfList.set(list, order);
  }
  return order.map((index) => homes[index]);
}
