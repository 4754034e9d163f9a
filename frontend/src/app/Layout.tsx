import { Box, Flex, Link } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ChromeBanner } from '../chrome/banner/ChromeBanner';
import { FocusOnArrival } from '../chrome/focus/FocusOnArrival';
import { Footer } from '../chrome/footer/Footer';
import { Header } from '../chrome/header/Header';
import { ScrollToTop } from '../chrome/ScrollToTop';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { ThermyPopupHost } from '../thermy/ThermyPopupHost';
import { ToastsClearedOnNavigation } from '../toast/ToastsClearedOnNavigation';
import { RouteFallback } from './RouteFallback';

const MAIN_ID = 'main-content';

/** The shared chrome around every page (docs/product.md, "Routes and pages"). */
export function Layout() {
  const { pathname } = useLocation();
  return (
    <ThermyPopupHost>
      <Flex direction="column" minH="100dvh">
        <ScrollToTop />
        <FocusOnArrival mainId={MAIN_ID} />
        <ToastsClearedOnNavigation />
        <Link
          href={`#${MAIN_ID}`}
          position="absolute"
          left="2"
          top="-20"
          zIndex="skipNav"
          bg="bg"
          px="4"
          py="2"
          rounded="md"
          shadow="md"
          _focusVisible={{ top: '2' }}
        >
          Skip to main content
        </Link>
        <ChromeBanner />
        <Header />
        <Box as="main" id={MAIN_ID} tabIndex={-1} flex="1" outline="none">
          <ErrorBoundary resetKey={pathname}>
            <Suspense fallback={<RouteFallback />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </Box>
        <Footer />
      </Flex>
    </ThermyPopupHost>
  );
}
