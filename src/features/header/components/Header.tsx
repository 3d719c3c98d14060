import { useCallback, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { signOutRequested } from '../../../auth/authSlice';
import { sv } from '../../../text/sv';
import { Dropdown } from '../../../ui/Dropdown';
import { menuClosed, menuToggled, workplacePickerOpened } from '../headerSlice';
import { visibleAssociationGroups, type MenuItem, type NavLink as NavLinkModel } from '../headerModel';
import { selectHeaderModel, selectOpenMenu } from '../selectors';
import { CaseIcon, MenuIcon } from './icons';
import { caseCreationOpened } from '../../caseCreation/caseCreationActions';
import { selectHeaderCreationRequest } from '../../caseCreation/openRequest';
import { HeaderSearch } from '../../search/components/HeaderSearch';
import { ExternalIcon } from '../../../ui/icons';

const h = sv.header;

/** The header of spec §2: logo, main menu (hamburger), case icon and its menu, user menu. */
export function Header() {
  const model = useAppSelector(selectHeaderModel);
  const openMenu = useAppSelector(selectOpenMenu);
  const newCase = useAppSelector(selectHeaderCreationRequest);
  const dispatch = useAppDispatch();
  const close = useCallback(() => dispatch(menuClosed()), [dispatch]);

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">{sv.app.skipToContent}</a>
      <div className="site-header__bar">
        {model.menu.length > 0 && (
          <Dropdown
            className="main-menu"
            open={openMenu === 'main'}
            onToggle={() => dispatch(menuToggled('main'))}
            onClose={close}
            buttonClassName="icon-button main-menu__toggle"
            buttonLabel={h.mainMenu}
            button={<><MenuIcon open={openMenu === 'main'} /><span className="main-menu__label" aria-hidden="true">{h.mainMenu}</span></>}
            panelClassName="menu-panel main-menu__panel"
          >
            <nav aria-label={h.mainNavigation}>
              <ul className="menu-list">
                {model.menu.map((item) => <MainMenuItem key={item.key} item={item} />)}
              </ul>
            </nav>
          </Dropdown>
        )}

        <Link to={model.logoHref} className="logo" aria-label={h.logoHome}>
          <span className="logo__mark" aria-hidden="true" />
          <span className="logo__text" aria-hidden="true">{h.logo}</span>
        </Link>

        <div className="site-header__actions">
          {model.userMenu && <HeaderSearch />}
          {model.caseIcon && (model.caseIcon.menu ? (
            <Dropdown
              className="case-menu"
              open={openMenu === 'cases'}
              onToggle={() => dispatch(menuToggled('cases'))}
              onClose={close}
              buttonClassName="icon-button case-menu__toggle"
              buttonLabel={model.caseIcon.unread ? h.casesUnread : h.cases}
              button={<><CaseIcon /><span className="case-menu__label" aria-hidden="true">{h.cases}</span>{model.caseIcon.unread && <span className="unread-dot" data-testid="case-unread-dot" />}</>}
              panelClassName="menu-panel menu-panel--right"
            >
              <nav aria-label={h.caseMenu}>
                <ul className="menu-list">
                  {model.caseIcon.menu.map((link) => <li key={link.key}><MenuLink link={link} /></li>)}
                  {newCase && (
                    <li>
                      <button type="button" className="menu-list__button" onClick={() => dispatch(caseCreationOpened(newCase))}>
                        {h.newCase}
                      </button>
                    </li>
                  )}
                </ul>
              </nav>
            </Dropdown>
          ) : (
            <span className="icon-button icon-button--static" role="img" aria-label={h.cases}>
              <CaseIcon />
            </span>
          ))}

          {model.userMenu && (
            <Dropdown
              className="user-menu"
              open={openMenu === 'user'}
              onToggle={() => dispatch(menuToggled('user'))}
              onClose={close}
              buttonClassName="user-menu__toggle"
              buttonLabel={h.openUserMenu(model.userMenu.name)}
              button={<><span className="avatar" aria-hidden="true" data-initials={model.userMenu.initials} /><span className="user-menu__name" aria-hidden="true">{model.userMenu.name}</span></>}
              panelClassName="menu-panel menu-panel--right"
            >
              <ul className="menu-list" aria-label={h.userMenu}>
                {model.userMenu.items.map((link) => <li key={link.key}><MenuLink link={link} /></li>)}
                <li>
                  <button type="button" className="menu-list__button" onClick={() => dispatch(signOutRequested())}>{h.signOut}</button>
                </li>
              </ul>
            </Dropdown>
          )}
        </div>
      </div>
    </header>
  );
}

function MenuLink({ link }: { link: NavLinkModel }) {
  if (link.external) {
    return <a href={link.href} target="_blank" rel="noopener noreferrer" className="menu-list__link menu-list__link--external">{link.text}<ExternalIcon /></a>;
  }
  return (
    <NavLink to={link.href} end className="menu-list__link">
      {link.text}
      {link.badge !== undefined && <span className="badge" aria-label={h.intranetUnread(link.badge)}>{link.badge}</span>}
    </NavLink>
  );
}

function MainMenuItem({ item }: { item: MenuItem }) {
  const dispatch = useAppDispatch();
  switch (item.kind) {
    case 'link':
      return <li><MenuLink link={item} /></li>;
    case 'workplacePicker':
      return (
        <li>
          <button
            type="button"
            className="menu-list__button"
            onClick={(event) => {
              // The main menu closes behind the picker (one Escape, not two): the focus goes to the
              // menu's toggle first, so that it returns there when the picker closes.
              event.currentTarget.closest('.dropdown')?.querySelector<HTMLButtonElement>(':scope > button')?.focus();
              dispatch(workplacePickerOpened({ associationId: item.associationId }));
            }}
          >
            {item.text}
          </button>
        </li>
      );
    case 'associations':
      return <li><AssociationsMenu item={item} /></li>;
    case 'cases':
      return <li><CasesSection item={item} /></li>;
  }
}

/** 'Ärenden' in the main menu: the user's case lists, and 'Nytt ärende' where the page offers one. */
function CasesSection({ item }: { item: Extract<MenuItem, { kind: 'cases' }> }) {
  const dispatch = useAppDispatch();
  const newCase = useAppSelector(selectHeaderCreationRequest);
  return (
    <section className="menu-section" aria-label={item.heading}>
      <h2 className="menu-section__heading">{item.heading}</h2>
      <ul className="menu-list menu-list--nested">
        {item.links.map((link) => <li key={link.key}><MenuLink link={link} /></li>)}
        {item.newCase && newCase && (
          <li>
            <button type="button" className="menu-list__button" onClick={() => dispatch(caseCreationOpened(newCase))}>{h.newCase}</button>
          </li>
        )}
      </ul>
    </section>
  );
}

function AssociationsMenu({ item }: { item: Extract<MenuItem, { kind: 'associations' }> }) {
  const [query, setQuery] = useState('');
  const groups = visibleAssociationGroups(item.groups, query);
  return (
    <section className="menu-section associations-menu" aria-label={item.heading}>
      <h2 className="menu-section__heading">{item.heading}</h2>
      {item.searchable && (
        <input
          type="search"
          className="input associations-menu__search"
          placeholder={h.searchAssociations}
          aria-label={h.searchAssociations}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      )}
      {groups.map((group) => (
        <div key={group.key} className="associations-menu__group">
          <h3 className="associations-menu__group-heading">{group.heading}</h3>
          <ul className="menu-list menu-list--nested">
            {group.items.map((association) => (
              <li key={association.id}><NavLink to={association.href} className="menu-list__link">{association.name}</NavLink></li>
            ))}
          </ul>
        </div>
      ))}
      {query.trim() !== '' && groups.length === 0 && <p className="muted">{h.noAssociationHits}</p>}
      {item.allLink && <MenuLink link={item.allLink} />}
    </section>
  );
}
