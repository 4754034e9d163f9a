import { Text } from '@chakra-ui/react';
import { BulletList } from '../static/BulletList';
import { StaticSection } from '../static/StaticSection';

export function WhatWeCollectSection() {
  return (
    <StaticSection title="What we collect and why">
      <Text>To build your energy plan, we use:</Text>
      <BulletList
        items={[
          'your property address and postcode',
          'energy performance data about your home from the government’s energy performance certificate (EPC) records',
          'the details of your home you confirm or change, such as its type, age, floor area, heating and your priorities',
          'your yearly gas and electricity use, if you choose to give it',
          'your email address, to send you a welcome email and personalised energy tips (reply to any of them to ask us to stop)',
        ]}
      />
      <Text>We also keep what you send us when you:</Text>
      <BulletList
        items={[
          'ask for a quote: your email address and the improvement you asked about, with its estimated cost and savings',
          'answer the grants questionnaire: who lives in your home, any benefits, your income band and whether anyone has a disability (yes or no)',
          'send a message through our contact form: your name, email address and message',
          'create an account: your email address, your password (stored only in a scrambled form that cannot be turned back into the password), and when you created the account and last signed in',
        ]}
      />
      <Text>
        When you open ‘Learn More’ or ask for a quote on your plan, we record which improvement it was, with your email address, your
        home’s address and postcode and an identifier for your browser session. This tells us which advice people act on, so we can
        improve it.
      </Text>
      <Text>
        When you ask Thermy, our home energy assistant, a question, your last few questions are kept in your browser session only, so
        Thermy can follow the conversation. They are never stored in our database, and they are gone when your session ends: when
        you close your browser, or after 7 days without a visit. If you speak your question, your browser turns it into text (some
        browsers use their maker’s online service for this); we receive only the text you send. Where Thermy is set up to have a
        language model service write its answers, your question, the passages Thermy found and your plan’s figures (never your
        address, email or any identifier) are sent to that service to write each answer.
      </Text>
      <Text>
        Our server logs record your network address, the pages you request and when, so we can find and fix faults. They never
        record your cookie or what you type into forms.
      </Text>
      <Text>
        We use your information to give you the service you asked for: your plan, your quote request, an answer to your message or
        your account. We record how people use the plan because we have a legitimate interest in improving our advice.
      </Text>
    </StaticSection>
  );
}
