import { Heading, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

const LINKS = [
  { label: 'Home', to: '/' },
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms & Conditions', to: '/terms' },
  { label: 'Create Your Plan', to: '/onboarding' },
  { label: 'Developers', to: '/developers' },
] as const;

export function FooterLinks() {
  return (
    <Stack as="nav" aria-labelledby="footer-links-heading" gap="3">
      <Heading as="h2" id="footer-links-heading" size="sm" color="white">
        Quick links
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
        {LINKS.map(({ label, to }) => (
          <li key={to}>
            <Link asChild color="gray.300" _hover={{ color: 'white' }}>
              <RouterLink to={to}>{label}</RouterLink>
            </Link>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
