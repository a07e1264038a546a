import { type ReactNode, useEffect } from 'react';

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
  useEffect(() => {
    document.title = `${title} · FTC`;
  }, [title]);
  return (
    <section className={wide ? 'site-page site-page--wide' : 'site-page'}>
      <h1>{title}</h1>
      {lead ? <p className="site-lead">{lead}</p> : null}
      {children}
    </section>
  );
}
