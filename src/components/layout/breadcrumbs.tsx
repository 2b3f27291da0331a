import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link, useMatches } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import '@mantine/core/styles/Breadcrumbs.css';

export interface Crumb {
  path: string;
  label: string;
}

/** `/patients/` and `/patients` are one place; the root stays `/`. */
const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

const loaderCrumb = (data: unknown): string | undefined => {
  const crumb = (data as { crumb?: unknown } | undefined)?.crumb;
  return typeof crumb === 'string' && crumb.trim() ? crumb : undefined;
};

/** What a matched route names itself by: an i18n key, or its loader's ready text. */
interface Named {
  path: string;
  key?: string;
  text?: string;
}

/**
 * Where the page sits: Overview, then one crumb per matched route that names itself, by an
 * i18n key of `common` in its `staticData.crumb` or, for a record's page, a ready text in its
 * loader data's `crumb` (which wins). Empty on the overview itself and on pages naming nothing.
 *
 * Reads only the routes' names (structurally shared): a change of page, sort or filter moves
 * the matches' search but not the trail, and must not re-render the layout that shows it.
 */
export function useBreadcrumbs(): Crumb[] {
  const { t } = useTranslation();
  const named = useMatches({
    select: (matches) =>
      matches.flatMap((match): Named[] => {
        const text = loaderCrumb(match.loaderData);
        const key = match.staticData.crumb;
        return text || key ? [{ path: trimSlash(match.pathname), key, text }] : [];
      }),
    structuralSharing: true,
  });
  const trail: Crumb[] = [];
  for (const { path, key, text } of named) {
    const label = text ?? (key ? t(key) : undefined);
    if (label && trail.at(-1)?.path !== path) trail.push({ path, label });
  }
  return trail.length ? [{ path: '/', label: t('nav.overview') }, ...trail] : [];
}

/** The trail as links, the current page last (`aria-current`); `compact` keeps the last two. */
export function AppBreadcrumbs({
  crumbs,
  compact = false,
}: {
  crumbs: Crumb[];
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation();
  if (crumbs.length === 0) return null;
  const shown = compact ? crumbs.slice(-2) : crumbs;
  const last = shown.length - 1;

  return (
    <nav aria-label={t('breadcrumbs.label')} style={{ minWidth: 0 }}>
      <Breadcrumbs
        // Points the way the trail reads (the browser does not mirror it between flex items).
        separator={<span aria-hidden>{i18n.dir() === 'rtl' ? '‹' : '›'}</span>}
        separatorMargin={6}
        style={{ flexWrap: 'nowrap' }}
      >
        {shown.map((crumb, index) =>
          index === last ? (
            <Text key={crumb.path} component="span" size="sm" fw={600} aria-current="page" truncate>
              {crumb.label}
            </Text>
          ) : (
            <Anchor key={crumb.path} component={Link} to={crumb.path} size="sm" truncate>
              {crumb.label}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
