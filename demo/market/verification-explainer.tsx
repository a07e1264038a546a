import { useWords } from '../../src/i18n/use-words';
import { verificationWords } from '../../src/i18n/verification-words';

/**
 * "What FTC checks": the one verification explainer (src/contract/verification-values.ts), the
 * same words as the badges' meanings and the FAQ's answer. Folded, under a profile's badges.
 */
export function VerificationExplainer() {
  const { m } = useWords(verificationWords);
  return (
    <details className="verification-explainer">
      <summary>{m.title}</summary>
      <p>{m.lead}</p>
      <ul>
        <li>{m.checks.mobile}</li>
        <li>{m.checks.document}</li>
      </ul>
      <h3>{m.notTitle}</h3>
      <p>{m.not}</p>
      <h3>{m.yoursTitle}</h3>
      <ul>
        <li>{m.yours.interview}</li>
        <li>{m.yours.references}</li>
        <li>{m.yours.documents}</li>
        <li>{m.yours.trial}</li>
      </ul>
    </details>
  );
}
