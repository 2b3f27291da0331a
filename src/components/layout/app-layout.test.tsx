import { act, screen, waitFor, within } from '@testing-library/react';
import { COLOR_SCHEME_KEY } from '@/components/styles/theme';
import { renderApp } from '@/test/render';
import { logRenders } from '@/test/render-log';
import { storeSession } from '@/test/session';

function renderSignedInWithoutWaiting(path = '/') {
  storeSession();
  return renderApp(path);
}

async function openSignedIn(path = '/') {
  storeSession();
  const app = renderApp(path);
  await screen.findByRole('navigation', { name: 'Main navigation' });
  return app;
}

afterEach(() => {
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('data-mantine-color-scheme');
});

const sidebar = () => document.getElementById('app-sidebar');
const sidePanel = () => document.getElementById('app-aside');

describe('the main layout', () => {
  it('shows the sidebar with the main navigation, and hides the side panel, at first', async () => {
    await openSignedIn();

    expect(screen.getByRole('button', { name: 'Hide sidebar' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(sidebar()).toHaveAccessibleName('Sidebar');
    expect(sidebar()).not.toHaveAttribute('inert');
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/');

    expect(screen.getByRole('button', { name: 'Show side panel' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(sidePanel()).toHaveAttribute('inert');
    expect(sidePanel()).not.toHaveTextContent('Signed in as Leila Haddad');
  });

  it('offers, as the first stop of Tab, to skip the header and the sidebar', async () => {
    const { user } = await openSignedIn();

    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('is not rendered again when a screen changes its page, sort or filters', async () => {
    const { user } = await openSignedIn('/doctors');
    const table = await screen.findByRole('table', { name: 'Doctors' });
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));

    const renders = logRenders();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText(/^Page 2 /);
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
    const rendered = renders.stop();

    expect(rendered).toContain('DataRowView');
    for (const shell of ['MainLayout', 'AppLayout', 'SidebarNav', 'EntryList', 'AppBreadcrumbs'])
      expect(rendered, shell).not.toContain(shell);
  });

  it('hides and shows the sidebar with the burger button', async () => {
    const { user } = await openSignedIn();

    await user.click(screen.getByRole('button', { name: 'Hide sidebar' }));
    const burger = screen.getByRole('button', { name: 'Show sidebar' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveAttribute('aria-controls', 'app-sidebar');
    // A hidden sidebar is out of the Tab order and the accessibility tree.
    expect(sidebar()).toHaveAttribute('inert');

    await user.click(burger);
    expect(screen.getByRole('button', { name: 'Hide sidebar' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(sidebar()).not.toHaveAttribute('inert');
  });

  it('shows and hides the side panel with the session details', async () => {
    const { user } = await openSignedIn();

    await user.click(screen.getByRole('button', { name: 'Show side panel' }));
    const toggle = screen.getByRole('button', { name: 'Hide side panel' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', 'app-aside');
    expect(sidePanel()).toHaveAccessibleName('Side panel');
    expect(sidePanel()).not.toHaveAttribute('inert');
    expect(sidePanel()).toHaveTextContent('Signed in as Leila Haddad');
    expect(sidePanel()).toHaveTextContent('0700000001');

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Show side panel' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(sidePanel()).toHaveAttribute('inert');
  });

  describe('on a small screen', () => {
    const originalMatchMedia = window.matchMedia;
    beforeEach(() => {
      window.matchMedia = ((query: string) => ({
        ...originalMatchMedia(query),
        matches: query.includes('max-width'),
      })) as typeof window.matchMedia;
    });
    afterEach(() => {
      window.matchMedia = originalMatchMedia;
    });

    it('starts with the sidebar closed, so it does not cover the page, and opens it on request', async () => {
      const { user } = renderSignedInWithoutWaiting();

      const burger = await screen.findByRole('button', { name: 'Show sidebar' });
      expect(burger).toHaveAttribute('aria-expanded', 'false');
      expect(sidebar()).toHaveAttribute('inert');

      await user.click(burger);
      expect(screen.getByRole('button', { name: 'Hide sidebar' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      expect(sidebar()).not.toHaveAttribute('inert');
    });

    it('closes the sidebar once an entry is chosen', async () => {
      const { user, router } = renderSignedInWithoutWaiting();

      await user.click(await screen.findByRole('button', { name: 'Show sidebar' }));
      await user.click(within(mainNav()).getByRole('link', { name: 'Doctors' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/doctors'));
      expect(screen.getByRole('button', { name: 'Show sidebar' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      expect(sidebar()).toHaveAttribute('inert');
    });

    it('keeps the last two crumbs only', async () => {
      renderSignedInWithoutWaiting('/doctors');

      const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
      expect(trail).toHaveTextContent('Overview›Doctors');
    });
  });
});

const GROUPS = {
  'Patients and visits': ['Patients', 'Appointments', 'Clinic appointments', 'Doctors'],
  Laboratory: [
    'Results',
    'Worksheet',
    'Medical examinations',
    'Examination groups',
    'Examination statuses',
  ],
  Billing: [
    'Insurance companies',
    'Package offers',
    'Currencies',
    'Exchange rates',
    'Transactions',
    'Cash drawers',
  ],
  'Queue and devices': ['Queue', 'Printers'],
  Administration: ['Users', 'Types'],
};

const mainNav = () => screen.getByRole('navigation', { name: 'Main navigation' });
const breadcrumb = () => screen.queryByRole('navigation', { name: 'Breadcrumb' });

describe('the sidebar navigation', () => {
  it('lists Overview and Email first, then one labelled list per group', async () => {
    await openSignedIn();
    const nav = mainNav();

    const [top] = within(nav).getAllByRole('list');
    expect(
      within(top!)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Overview', 'Email']);
    expect(
      within(nav)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(Object.keys(GROUPS));
    for (const [group, entries] of Object.entries(GROUPS)) {
      const list = within(nav).getByRole('list', { name: group });
      expect(
        within(list)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(entries);
    }
    expect(within(nav).getByRole('link', { name: 'Exchange rates' })).toHaveAttribute(
      'href',
      '/exchange-rates',
    );
  });

  it('marks the entry of the current area, on its child pages too', async () => {
    const { router, user } = await openSignedIn('/');
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(nav).getByRole('link', { name: 'Patients' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/patients'));
    const patients = within(nav).getByRole('link', { name: 'Patients' });
    expect(patients).toHaveAttribute('aria-current', 'page');
    expect(patients).toHaveAttribute('data-active');
    expect(within(nav).getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');

    // A patient's page (any path below /patients) keeps Patients marked.
    await act(() => router.navigate({ href: '/patients/cus-00001' }));
    expect(router.state.location.pathname).toBe('/patients/cus-00001');
    expect(within(nav).getByRole('link', { name: 'Patients' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getAllByRole('link', { current: 'page' })).toHaveLength(1);
  });

  it('is translated', async () => {
    const { user } = await openSignedIn();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr');

    const nav = await screen.findByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).getByRole('list', { name: 'Laboratoire' })).toHaveTextContent(
      'Examens médicaux',
    );
  });
});

describe('the breadcrumbs', () => {
  it('show Overview › Patients on /patients, the current page last and not a link', async () => {
    await openSignedIn('/patients');

    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(trail).toHaveTextContent('Overview›Patients');
    expect(within(trail).getByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/');
    expect(within(trail).queryByRole('link', { name: 'Patients' })).not.toBeInTheDocument();
    expect(within(trail).getByText('Patients')).toHaveAttribute('aria-current', 'page');
  });

  it('are not shown on the overview itself', async () => {
    await openSignedIn('/');
    expect(breadcrumb()).not.toBeInTheDocument();
  });

  it('follow the language', async () => {
    const { user } = await openSignedIn('/examination-statuses');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ar');

    const trail = await screen.findByRole('navigation', { name: 'مسار التنقل' });
    expect(trail).toHaveTextContent('نظرة عامة‹حالات الفحوصات');
  });
});

describe('the language switcher', () => {
  it('offers English, French and Arabic, English first', async () => {
    await openSignedIn();

    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en');
    expect([...(select as HTMLSelectElement).options].map((o) => [o.value, o.text])).toEqual([
      ['en', 'English'],
      ['fr', 'Français'],
      ['ar', 'العربية'],
    ]);
  });

  it('switches to Arabic, right to left', async () => {
    const { user } = await openSignedIn();
    document.documentElement.setAttribute('dir', 'ltr');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ar');

    expect(await screen.findByRole('navigation', { name: 'التنقل الرئيسي' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إخفاء الشريط الجانبي' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  });

  it('switches back to English, left to right', async () => {
    const { user } = await openSignedIn();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ar');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'اللغة' }), 'en');

    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
  });

  it('is on the sign-in page too', async () => {
    const { user } = renderApp('/login');

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'fr');

    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
  });
});

describe('the colour mode toggle', () => {
  it('starts light, then cycles dark, system, light, saving each choice', async () => {
    const { user } = await openSignedIn();
    const root = document.documentElement;

    await user.click(screen.getByRole('button', { name: 'Colour mode: light. Switch to dark' }));
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('dark');
    expect(root).toHaveAttribute('data-mantine-color-scheme', 'dark');

    await user.click(screen.getByRole('button', { name: 'Colour mode: dark. Switch to system' }));
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('auto');
    // The test browser reports a light system preference.
    expect(root).toHaveAttribute('data-mantine-color-scheme', 'light');

    await user.click(screen.getByRole('button', { name: 'Colour mode: system. Switch to light' }));
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('light');
    expect(root).toHaveAttribute('data-mantine-color-scheme', 'light');
    expect(
      screen.getByRole('button', { name: 'Colour mode: light. Switch to dark' }),
    ).toBeInTheDocument();
  });

  it('starts with the saved choice', async () => {
    localStorage.setItem(COLOR_SCHEME_KEY, 'dark');
    await openSignedIn();

    expect(
      screen.getByRole('button', { name: 'Colour mode: dark. Switch to system' }),
    ).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });

  it('keeps the choice across sign-out', async () => {
    const { user } = await openSignedIn();

    await user.click(screen.getByRole('button', { name: 'Colour mode: light. Switch to dark' }));
    await user.click(screen.getByRole('button', { name: 'Account menu of Leila Haddad, LH' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    expect(
      await screen.findByRole('button', { name: 'Colour mode: dark. Switch to system' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('dark');
  });
});
