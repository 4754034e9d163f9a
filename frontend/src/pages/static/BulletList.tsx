import { List } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A plain bulleted list of short points, indented so its bullets sit inside the page margin. */
export function BulletList({ items }: { items: ReactNode[] }) {
  return (
    <List.Root ps="5" gap="2">
      {items.map((item, index) => (
        // The points are fixed text that never reorders, so their place is a stable key.
        <List.Item key={index}>{item}</List.Item>
      ))}
    </List.Root>
  );
}
