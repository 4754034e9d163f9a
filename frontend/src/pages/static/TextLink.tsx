import { Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

const LEAVES_THE_APP = /^(?:https?:|mailto:)/;

/** A link inside running text: underlined so it is not told apart by colour alone. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  const style = { color: 'brand.fg', textDecoration: 'underline', _hover: { textDecorationThickness: '2px' } } as const;
  if (LEAVES_THE_APP.test(to)) {
    return (
      <Link href={to} {...style}>
        {children}
      </Link>
    );
  }
  return (
    <Link asChild {...style}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
