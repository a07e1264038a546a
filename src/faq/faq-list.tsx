import { observer } from 'mobx-react-lite';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { type ContentAudience, faqsPath } from '../contract/endpoints';
import { useWords } from '../i18n/use-words';
import { useKit } from '../lib/kit-context';
import { useContent } from '../lib/use-content';
import { useSanitizer } from '../lib/use-sanitizer';
import { LoadingAnnouncement, SkeletonLine } from '../ui/skeleton';
import { faqWords } from './words';

export interface Faq {
  id: string | number;
  question: string;
  /** HTML, sanitised before it is shown. */
  answer: string;
}

export interface FaqListProps {
  /** `users` (default) or `service-providers`. */
  audience?: string | undefined;
}

const AUDIENCES = new Set(['users', 'service-providers']);

/** `<details><summary>Q</summary>A</details>` children given by a CMS page, if any. */
function inlineFaqs(host: HTMLElement | undefined): Faq[] {
  if (!host) return [];
  return Array.from(host.querySelectorAll(':scope > details'), (details, index) => {
    const summary = details.querySelector('summary');
    const answer = Array.from(details.childNodes)
      .filter((node) => node !== summary)
      .map((node) => (node instanceof Element ? node.outerHTML : (node.textContent ?? '')))
      .join('')
      .trim();
    return {
      id: details.id.replace(/^faq-/, '') || String(index + 1),
      question: summary?.textContent?.trim() ?? '',
      answer,
    };
  }).filter((faq) => faq.question);
}

// No window when the site's pages are rendered at build time (demo/prerender.tsx).
const idFromHash = () =>
  typeof window !== 'undefined' && window.location.hash.startsWith('#faq-')
    ? decodeURIComponent(window.location.hash.slice(5))
    : undefined;

const plain = (html: string) => html.replace(/<[^>]*>/g, ' ');

/**
 * FAQ (interface §3): an accordion after the WAI-ARIA pattern, a search that filters as you
 * type, answers sanitised; loading, empty and error states; `#faq-<id>` opens a question.
 */
export const FaqList = observer(function FaqList({ audience }: FaqListProps) {
  const { host } = useKit();
  const { m, fill, plural, lang } = useWords(faqWords);
  const path = AUDIENCES.has(audience ?? '') ? audience : 'users';
  const inline = useMemo(() => inlineFaqs(host), [host]);
  const faqs = useContent<Faq[]>(
    inline.length ? null : faqsPath(path as ContentAudience),
    lang,
    m.loadFailed,
  );
  // Answers are shown sanitised or not at all: the sanitiser loads beside the questions.
  const sanitizer = useSanitizer();
  const items = inline.length ? inline : (faqs.data ?? []);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<Set<string>>(
    () => new Set(idFromHash() ? [idFromHash() as string] : []),
  );
  const baseId = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  // A deep link opens its question, now and whenever the hash changes.
  useEffect(() => {
    const follow = () => {
      const id = idFromHash();
      if (!id) return;
      setOpen((current) => new Set(current).add(id));
      requestAnimationFrame(() => buttons.current.get(id)?.scrollIntoView({ block: 'start' }));
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  useEffect(() => {
    const id = idFromHash();
    if (id && items.length) buttons.current.get(id)?.scrollIntoView({ block: 'start' });
  }, [items.length]);

  const visible = useMemo(() => {
    const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
    if (!words.length) return items;
    return items.filter((faq) => {
      const text = `${faq.question} ${plain(faq.answer)}`.toLowerCase();
      return words.every((word) => text.includes(word));
    });
  }, [items, query]);

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  // WAI-ARIA accordion keys: arrows move between questions, Home and End jump.
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const ids = visible.map((faq) => String(faq.id));
    const target = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: ids.length - 1 }[
      event.key
    ];
    if (target === undefined) return;
    event.preventDefault();
    const id = ids[(target + ids.length) % ids.length];
    if (id) buttons.current.get(id)?.focus();
  }

  if ((!inline.length && faqs.status === 'loading') || sanitizer.status === 'loading') {
    // Keyed apart from the list below: Preact (the lite build, the site) would otherwise reuse
    // the placeholders' nodes for the list's and move them (a layout shift), where React makes
    // new ones.
    return (
      <div key="loading" className="ftc-faq" part="container" aria-busy="true">
        <LoadingAnnouncement text={m.loading} />
        <SkeletonLine width={30} />
        <SkeletonLine height="2.75rem" />
        <div className="ftc-accordion" aria-hidden="true">
          {[90, 75, 85, 60, 80, 70].map((width) => (
            <div key={width} className="ftc-accordion__item ftc-accordion__placeholder">
              <SkeletonLine width={width} />
            </div>
          ))}
        </div>
      </div>
    );
  }
  if (!inline.length && faqs.status === 'error') {
    return (
      <div className="ftc-faq ftc-state" part="container" role="alert">
        <p>{fill(m.loadFailedWith, { reason: faqs.error.message })}</p>
        <button type="button" className="ftc-button" part="button" onClick={faqs.reload}>
          {m.tryAgain}
        </button>
      </div>
    );
  }
  if (sanitizer.status === 'error') {
    return (
      <div className="ftc-faq ftc-state" part="container" role="alert">
        <p>{m.loadFailed}</p>
        <button type="button" className="ftc-button" part="button" onClick={sanitizer.retry}>
          {m.tryAgain}
        </button>
      </div>
    );
  }

  const { sanitize } = sanitizer;
  return (
    <div key="ready" className="ftc-faq" part="container">
      <div className="ftc-field" part="field">
        <label className="ftc-label" htmlFor={`${baseId}-search`} part="label">
          {m.search}
        </label>
        <input
          id={`${baseId}-search`}
          className="ftc-input"
          part="input"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <p className="ftc-visually-hidden" role="status">
        {query ? plural(m.matches, visible.length, { total: items.length }) : ''}
      </p>
      {items.length === 0 ? (
        <p className="ftc-lead" part="empty">
          {m.empty}
        </p>
      ) : visible.length === 0 ? (
        <p className="ftc-lead" part="empty">
          {fill(m.noMatch, { query: query.trim() })}{' '}
          <button type="button" className="ftc-link" onClick={() => setQuery('')}>
            {m.showAll}
          </button>
        </p>
      ) : (
        <div className="ftc-accordion">
          {visible.map((faq, index) => {
            const id = String(faq.id);
            const expanded = open.has(id);
            return (
              <div className="ftc-accordion__item" part="item" key={id}>
                <h3 className="ftc-accordion__heading">
                  <button
                    ref={(node) => {
                      if (node) buttons.current.set(id, node);
                      else buttons.current.delete(id);
                    }}
                    type="button"
                    id={`${baseId}-q-${id}`}
                    className="ftc-accordion__button"
                    part="question"
                    aria-expanded={expanded}
                    aria-controls={`${baseId}-a-${id}`}
                    onClick={() => toggle(id)}
                    onKeyDown={(event) => onKeyDown(event, index)}
                  >
                    <span>{faq.question}</span>
                    <span className="ftc-accordion__icon" aria-hidden="true" />
                  </button>
                </h3>
                <section
                  id={`${baseId}-a-${id}`}
                  aria-labelledby={`${baseId}-q-${id}`}
                  className="ftc-accordion__panel"
                  part="answer"
                  hidden={!expanded}
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised just above.
                  dangerouslySetInnerHTML={{ __html: sanitize(faq.answer) }}
                />
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
});
