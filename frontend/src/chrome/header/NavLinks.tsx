import { Link, Stack, type StackProps } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { isCurrent, NAV_ITEMS } from './navItems';

interface NavLinksProps {
  direction: StackProps['direction'];
  /** Called after a link is chosen, e.g. to close the mobile menu. */
  onNavigate?: () => void;
}

/** The five header links; the current page gets aria-current="page" and a highlight. */
export function NavLinks({ direction, onNavigate }: NavLinksProps) {
  const { pathname } = useLocation();
  return (
    <Stack as="ul" direction={direction} gap={{ base: '1', md: '1' }} listStyleType="none" m="0" p="0">
      {NAV_ITEMS.map((item) => (
        <li key={item.to}>
          <Link
            asChild
            display="block"
            px="3"
            py="2"
            rounded="md"
            fontWeight="medium"
            color="fg.muted"
            textDecoration="none"
            _hover={{ color: 'brand.fg', bg: 'brand.subtle', textDecoration: 'none' }}
            // The same weight as the others: a bolder current link was wider and moved its neighbours.
            _currentPage={{ color: 'brand.fg', bg: 'brand.muted' }}
            focusRingColor="brand.focusRing"
          >
            <RouterLink
              to={item.to}
              aria-current={isCurrent(item, pathname) ? 'page' : undefined}
              onClick={onNavigate}
            >
              {item.label}
            </RouterLink>
          </Link>
        </li>
      ))}
    </Stack>
  );
}
