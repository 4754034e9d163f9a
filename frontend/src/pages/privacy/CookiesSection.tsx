import { Code, Text } from '@chakra-ui/react';
import { StaticSection } from '../static/StaticSection';

export function CookiesSection() {
  return (
    <StaticSection title="Cookies and storage on your device">
      <Text>
        We use one cookie for everyone, called <Code>__Host-warmwise.sid</Code>. It is a session cookie: it holds only a random code that lets
        our server recognise your visit, for example to know which home and plan are yours, that you agreed to these terms and, if
        you sign in, which account you are signed in to. Pages cannot read it (it is ‘HttpOnly’), and it is sent only to this
        website over a secure connection.
      </Text>
      <Text>
        We set it the first time you save something, such as agreeing to these terms or saving your home. It has no expiry date, so
        your browser deletes it when you close it. If your session is not used for 7 days, our server forgets it. Signing out ends
        it at once.
      </Text>
      <Text>
        If you have an account, signing in or resetting your password also sets a second cookie, called{' '}
        <Code>__Host-warmwise.device</Code>. It too holds only a random code, kept for 90 days, and it signs nobody in: it lets this
        browser keep trying your password even while someone else on the same network is guessing it and has been stopped.
      </Text>
      <Text>
        These cookies are needed for the website to work and to keep accounts safe, so we do not ask for permission to set them. We
        do not use advertising cookies or analytics cookies.
      </Text>
      <Text>
        While you build your plan, your browser also keeps a copy of your plan and your home’s details on your device, so pages
        can show them without asking our server again. Your browser clears this copy when you start a new browsing session. It
        also remembers if you closed the message recommending a browser.
      </Text>
    </StaticSection>
  );
}
