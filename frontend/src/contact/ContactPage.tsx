import { Container, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { usePageTitle } from '../pages/usePageTitle';
import { ContactDetails } from './ContactDetails';
import { ContactForm } from './ContactForm';
import { ContactThanksDialog } from './ContactThanksDialog';
import { useContactForm } from './useContactForm';

/** /contact: where to find us and a form that sends the team a message (spec section 2). */
export function ContactPage() {
  usePageTitle('Contact Us');
  const { form, submit, thanksOpen, closeThanks } = useContactForm();

  return (
    <Container maxW="6xl" py={{ base: '8', md: '14' }}>
      <Stack gap="8">
        <Stack gap="3" maxW="2xl">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Contact Us
          </Heading>
          <Text fontSize="lg" color="fg.muted">
            Questions about your plan, a grant or a survey? Send us a message and the team will get back to you.
          </Text>
        </Stack>
        <Grid templateColumns={{ base: '1fr', md: '1fr 2fr' }} gap="6" alignItems="start">
          <ContactDetails />
          <ContactForm form={form} submit={submit} />
        </Grid>
      </Stack>
      <ContactThanksDialog open={thanksOpen} onClose={closeThanks} />
    </Container>
  );
}
