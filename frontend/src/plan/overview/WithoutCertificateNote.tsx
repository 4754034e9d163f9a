import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { LuInfo } from 'react-icons/lu';

/**
 * Said on a plan whose home had no energy certificate to start from: its figures rest on the
 * householder's answers and on values typical of homes nearby, so a measured assessment can move
 * them (docs/product.md, "A home that is not listed").
 */
export function WithoutCertificateNote() {
  return (
    <Box role="note" aria-labelledby="without-certificate-title" borderWidth="1px" borderColor="border.info" bg="bg.info" rounded="md" p="4">
      <HStack align="flex-start" gap="3">
        <Box as={LuInfo} aria-hidden="true" color="fg.info" flexShrink="0" mt="1" />
        <Stack gap="1">
          <Text fontWeight="semibold" id="without-certificate-title">
            Built without an energy certificate
          </Text>
          <Text>
            We couldn't find an energy certificate for this home, so this plan rests on the details given and on what is typical of
            similar homes nearby. An EPC assessment or a home survey measures the walls, loft, windows and heating: it could change
            the home's rating, which measures come first and what they cost and save.
          </Text>
        </Stack>
      </HStack>
    </Box>
  );
}
