import { useEffect, useId, useRef, useState } from 'react';
import { useWords } from '../../src/i18n/use-words';
import { infoWords } from '../info-words';

/** How long the button says "Copied". */
const COPIED_MS = 2000;

/**
 * A snippet a partner copies: the code, and a "Copy" button that says "Copied" for 2 s once the
 * text is on the clipboard (announced politely). Without a clipboard (an insecure page, a
 * refusal) the code is selected instead, for Ctrl+C.
 */
export function CopySnippet({ code, label }: { code: string; label: string }) {
  const { m } = useWords(infoWords);
  const [copied, setCopied] = useState(false);
  const codeRef = useRef<HTMLElement>(null);
  const id = useId();
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      const range = document.createRange();
      if (!codeRef.current) return;
      range.selectNodeContents(codeRef.current);
      const selection = getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
    }
  };
  return (
    <figure className="snippet-box">
      <figcaption id={id} className="snippet-box__caption">
        {label}
      </figcaption>
      <pre className="snippet">
        <code ref={codeRef}>{code}</code>
      </pre>
      <button
        type="button"
        className="ftc-button-secondary snippet-box__copy"
        aria-describedby={id}
        onClick={copy}
      >
        {copied ? m.copied : m.copy}
      </button>
      <span className="ftc-visually-hidden" role="status">
        {copied ? m.copiedStatus : ''}
      </span>
    </figure>
  );
}
