// /privacy-policy, from the legalPage whose slug is privacy-policy.
import { LegalRoute, legalMetadata } from '../legal-route'

export const generateMetadata = () => legalMetadata('privacy-policy')

export default function PrivacyPolicyPage() {
  return <LegalRoute slug="privacy-policy" />
}
