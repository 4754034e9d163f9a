import { Button, Card, Center, Heading, Text } from '@chakra-ui/react';
import { BRAND } from '@warmwise/common';

/** A link that was mistyped or turned off by its owner. */
export function SharedPlanNotFound() {
  return (
    <Center py={{ base: '12', md: '20' }} px="4">
      <Card.Root maxW="md" w="full" textAlign="center">
        <Card.Body gap="4" alignItems="center">
          <Heading as="h1" size="2xl">
            Energy Plan Not Found
          </Heading>
          <Text color="fg.muted">The link may have been mistyped, or its owner may have stopped sharing the plan.</Text>
          <Button asChild colorPalette="brand">
            <a href={BRAND.websiteUrl}>Visit the {BRAND.productName} website</a>
          </Button>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
