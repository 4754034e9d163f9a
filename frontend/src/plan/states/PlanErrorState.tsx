import { Button, Card, Center, Code, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { clearStoredPlanAndUserData } from '../../storage/clearStoredData';

interface PlanErrorStateProps {
  notFound: boolean;
  message: string;
  refreshing: boolean;
  onRefresh: () => void;
  onClearCache: () => Promise<void>;
}

/** The plan could not be loaded: three ways forward and the technical reason (docs/product.md, "The plan and its cards"). */
export function PlanErrorState({ notFound, message, refreshing, onRefresh, onClearCache }: PlanErrorStateProps) {
  const navigate = useNavigate();
  const startOver = () => {
    clearStoredPlanAndUserData();
    void navigate('/onboarding');
  };
  return (
    <Center py="16" px="4">
      <Card.Root maxW="xl" w="full" role="alert">
        <Card.Body>
          <Stack gap="4" align="center" textAlign="center">
            <Heading as="h1" size="xl">
              {notFound ? 'Energy Plan Not Found' : 'Unable to Load Energy Plan'}
            </Heading>
            <Text color="fg.muted">
              {notFound
                ? 'We could not find an energy plan for this property. Start over to create a new one.'
                : 'Something went wrong while loading your plan. Your details are safe; please try again.'}
            </Text>
            <HStack gap="3" wrap="wrap" justify="center">
              <Button colorPalette="brand" onClick={onRefresh} disabled={refreshing}>
                {refreshing ? 'Refreshing...' : 'Refresh Data'}
              </Button>
              <Button variant="outline" onClick={startOver}>
                Start Over
              </Button>
              <Button variant="outline" onClick={() => void onClearCache()}>
                Clear Cache & Refresh
              </Button>
            </HStack>
            <Code fontSize="xs" whiteSpace="pre-wrap" data-testid="technical-message">
              {`Technical details: ${message}`}
            </Code>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
