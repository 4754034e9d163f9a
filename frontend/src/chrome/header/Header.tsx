import { Box, Container, Flex, HStack, IconButton } from '@chakra-ui/react';
import { useState } from 'react';
import { LuMenu, LuX } from 'react-icons/lu';
import { useLocation } from 'react-router-dom';
import { AccountMenu } from '../../account/AccountMenu';
import { AskThermyButton } from './AskThermyButton';
import { Logo } from './Logo';
import { NavLinks } from './NavLinks';

const MOBILE_MENU_ID = 'mobile-menu';
// Below this width the five links and the account corner do not fit beside the logo and Ask
// Thermy, so they move into the collapsible menu.
const FULL_NAV_FROM = 'lg';

export function Header() {
  const { pathname } = useLocation();
  // The menu remembers the page it was opened on, so any navigation (a link, Back, a redirect)
  // closes it without an effect.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const menuOpen = openedOn === pathname;
  const closeMenu = () => setOpenedOn(null);

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg/95"
      backdropFilter="saturate(180%) blur(8px)"
      borderBottomWidth="1px"
    >
      <Container maxW="6xl">
        <Flex h="16" align="center" justify="space-between" gap="4">
          {/* Both sides share the spare width equally, so the links sit in the same place on every
              page whatever the account corner shows (signed in, signed out, still asking). */}
          <Box flex="1">
            <Logo onNavigate={closeMenu} />
          </Box>
          <Box as="nav" aria-label="Main" hideBelow={FULL_NAV_FROM}>
            <NavLinks direction="row" />
          </Box>
          <HStack gap="2" flex="1" justify="flex-end">
            <Box hideBelow={FULL_NAV_FROM}>
              <AccountMenu />
            </Box>
            <AskThermyButton onOpen={closeMenu} />
            <IconButton
              hideFrom={FULL_NAV_FROM}
              variant="ghost"
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              aria-expanded={menuOpen}
              aria-controls={MOBILE_MENU_ID}
              onClick={() => setOpenedOn(menuOpen ? null : pathname)}
            >
              {menuOpen ? <LuX /> : <LuMenu />}
            </IconButton>
          </HStack>
        </Flex>
      </Container>
      {menuOpen && (
        <Box
          as="nav"
          id={MOBILE_MENU_ID}
          aria-label="Mobile"
          hideFrom={FULL_NAV_FROM}
          borderTopWidth="1px"
          pb="3"
          onKeyDown={(event) => {
            // Only keys pressed in the menu itself: a portalled pop-up opened from it (the account
            // menu) bubbles here through React, and its Escape closes just that pop-up.
            if (event.key === 'Escape' && event.currentTarget.contains(event.target as Node)) closeMenu();
          }}
        >
          <Container maxW="6xl" pt="2">
            <NavLinks direction="column" onNavigate={closeMenu} />
            <Box borderTopWidth="1px" mt="2" pt="3">
              <AccountMenu onNavigate={closeMenu} fullWidth />
            </Box>
          </Container>
        </Box>
      )}
    </Box>
  );
}
