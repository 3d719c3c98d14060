import { Link } from 'react-router';
import { useAppSelector } from '../hooks';
import { selectFooterLinks } from '../../features/pages/selectors';
import { sv } from '../../text/sv';

/** Spec §2: copyright line and links to the CMS pages. */
export function Footer() {
  const links = useAppSelector(selectFooterLinks);
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {links.length > 0 && (
          <nav aria-label={sv.footer.links}>
            <ul className="site-footer__links">
              {links.map((link) => (
                <li key={link.key}>
                  {link.external
                    ? <a href={link.href} target="_blank" rel="noopener noreferrer">{link.text}</a>
                    : <Link to={link.href}>{link.text}</Link>}
                </li>
              ))}
            </ul>
          </nav>
        )}
        <p className="site-footer__copyright">{sv.footer.copyright(new Date().getFullYear())}</p>
      </div>
    </footer>
  );
}
