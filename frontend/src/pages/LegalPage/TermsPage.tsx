import { legalCopy } from '../../features/landing/legal.copy';
import { LegalDocument } from './LegalDocument';

/** /terms: the terms of sale, with the guarantee and the renewal every 28 days. */
export function TermsPage() {
  return <LegalDocument {...legalCopy.terms} />;
}
