// /terms-of-service, from the legalPage whose slug is terms-of-service.
import { LegalRoute, legalMetadata } from '../legal-route'

export const generateMetadata = () => legalMetadata('terms-of-service')

export default function TermsOfServicePage() {
  return <LegalRoute slug="terms-of-service" />
}
