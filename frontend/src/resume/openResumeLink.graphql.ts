import { graphql } from '../gql';

/** Makes this browser the link's visitor; NOT_FOUND for a dead link. */
export const openResumeLinkMutation = graphql(`
  mutation OpenResumeLink($token: String!) {
    openResumeLink(token: $token) {
      propertyId
    }
  }
`);

/** The resumed home's profile, kept for the session as the wizard keeps one it saved, so editing updates it. */
export const resumedPropertyQuery = graphql(`
  query ResumedProperty($id: ID!) {
    property(id: $id) {
      ...SavedProperty
    }
  }
`);
