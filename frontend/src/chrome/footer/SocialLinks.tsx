import { HStack, IconButton } from '@chakra-ui/react';
import { BRAND } from '@warmwise/common';
import type { IconType } from 'react-icons';
import { FaFacebook, FaInstagram, FaLinkedin, FaXTwitter } from 'react-icons/fa6';

type Network = (typeof BRAND.socialLinks)[number]['network'];

// A Record, so adding a network to BRAND without an icon fails the type check.
const ICONS: Record<Network, IconType> = {
  Facebook: FaFacebook,
  X: FaXTwitter,
  LinkedIn: FaLinkedin,
  Instagram: FaInstagram,
};

export function SocialLinks() {
  return (
    <HStack as="ul" gap="1" listStyleType="none" m="0" p="0" aria-label="Social media">
      {BRAND.socialLinks.map(({ network, url }) => {
        const Icon = ICONS[network];
        return (
          <li key={network}>
            <IconButton asChild variant="ghost" size="sm" color="gray.300" _hover={{ color: 'white', bg: 'whiteAlpha.200' }}>
              <a href={url} target="_blank" rel="noopener noreferrer" aria-label={`${BRAND.productName} on ${network} (opens in a new tab)`}>
                <Icon aria-hidden="true" />
              </a>
            </IconButton>
          </li>
        );
      })}
    </HStack>
  );
}
