import { Button, Card, Center, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from './usePageTitle';

export function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <Center py={{ base: '12', md: '20' }} px="4">
      <Card.Root maxW="md" w="full" textAlign="center">
        <Card.Body gap="4" alignItems="center">
          <Heading as="h1" size="2xl">
            404 Page Not Found
          </Heading>
          <Text color="fg.muted">The page you are looking for does not exist or has moved.</Text>
          <Button asChild colorPalette="brand">
            <RouterLink to="/">Back to Home</RouterLink>
          </Button>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
