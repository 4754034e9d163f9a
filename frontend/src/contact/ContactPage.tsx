import { Container, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { BRAND } from '@warmwise/common';
import { ThankYouDialog } from '../chrome/dialog/ThankYouDialog';
import { usePageTitle } from '../pages/usePageTitle';
import { ContactDetails } from './ContactDetails';
import { ContactForm } from './ContactForm';
import { useContactForm } from './useContactForm';

const CONTACT_THANKS_TEXT = `Your message has been sent. We reply by e-mail during business hours, ${BRAND.businessHours}.`;

/** /contact: where to find us and a form that sends the team a message. */
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
      <ThankYouDialog open={thanksOpen} onClose={closeThanks} message={CONTACT_THANKS_TEXT} />
    </Container>
  );
}
