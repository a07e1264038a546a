import { type ReactNode, useLayoutEffect } from 'react';
import { useWords } from '../../src/i18n/use-words';
import { siteWords } from '../words';

/** A page's frame: its title (also the document title) and its content. */
export function Page({
  title,
  lead,
  children,
  wide = false,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  useDocumentTitle(title);
  return (
    <section className={wide ? 'site-page site-page--wide' : 'site-page'}>
      <h1>{title}</h1>
      {lead ? <p className="site-lead">{lead}</p> : null}
      {children}
    </section>
  );
}

/** The document title in the page's language: `<title> · FTC`, or the site's own. */
export function useDocumentTitle(title?: string) {
  const { m, fill } = useWords(siteWords);
  const text = title === undefined ? m.homeTitle : fill(m.documentTitle, { title });
  // With the commit that shows the page's heading: on Preact (the site's runtime) a passive
  // effect runs after the next paint, and the tab's title lagged a frame behind the page.
  useLayoutEffect(() => {
    document.title = text;
  }, [text]);
}
