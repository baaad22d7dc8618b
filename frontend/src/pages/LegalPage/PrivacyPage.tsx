import { legalCopy } from '../../features/landing/legal.copy';
import { LegalDocument } from './LegalDocument';

/** /privacy: what is stored and why. */
export function PrivacyPage() {
  return <LegalDocument {...legalCopy.privacy} />;
}
