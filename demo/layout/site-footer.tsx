import { Link } from 'react-router';
import { useWords } from '../../src/i18n/use-words';
import { NewsletterForm } from '../../src/newsletter/newsletter-form';
import { paths, SOCIAL_LINKS } from '../config/paths';
import { siteWords } from '../words';
import { LanguageSwitch } from './language-switch';

/**
 * spec §2 footer: links, four social links, the newsletter form, the disclaimer, © 2022; and
 * the language switch (issue 10).
 */
export function SiteFooter() {
  const { m } = useWords(siteWords);
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section className="site-newsletter" aria-labelledby="newsletter-heading">
          <h2 id="newsletter-heading">{m.footer.newsletterTitle}</h2>
          <p>{m.footer.newsletterLead}</p>
          <NewsletterForm />
        </section>
        <nav className="site-footer__links" aria-label={m.footerNav}>
          <Link to={paths.business}>{m.footer.about}</Link>
          <Link to={paths.subscription} state={{ new: true }}>
            {m.footer.subscription}
          </Link>
          <Link to={paths.blog}>{m.footer.blog}</Link>
          <Link to={paths.faq}>{m.footer.faq}</Link>
          <Link to={paths.privacy}>{m.footer.privacy}</Link>
          <Link to={paths.widgets}>{m.footer.partners}</Link>
        </nav>
        <ul className="site-footer__social" aria-label={m.footer.social}>
          {SOCIAL_LINKS.map((link) => (
            <li key={link.name}>
              <a href={link.href} rel="noopener noreferrer" target="_blank">
                {link.name}
              </a>
            </li>
          ))}
        </ul>
        <LanguageSwitch />
        <p className="site-disclaimer">{m.footer.disclaimer}</p>
        <p className="site-copyright">{m.footer.copyright}</p>
      </div>
    </footer>
  );
}
