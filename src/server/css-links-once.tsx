import { cache, createElement, Fragment, isValidElement, type ReactNode } from 'react';

/** The style sheets linked so far in this render: one set per request (React's `cache`). */
const linkedInThisRender = cache(() => new Set<string>());

/**
 * vite-rsc puts the style sheets of every server component that imports CSS in front of each
 * render of it, so a list of twelve car cards carried twelve copies of the same links in the
 * page's flight data (10–17 KB on the catalogue, home, contacts and contract pages). A sheet
 * needs linking once: React hoists it into the head at its first occurrence and never removes a
 * sheet with a precedence, and the order of first occurrences — the cascade — stays as it was.
 * Wraps the plugin's generated `Resources` (see waku.config.ts) so that later renders in the
 * same request leave out links already made; outside a request every link is kept.
 */
export function linkedOncePerRender(Resources: () => ReactNode): () => ReactNode {
  return function ResourcesOnce() {
    const all = Resources();
    if (!isValidElement<{ children?: unknown }>(all) || !Array.isArray(all.props.children)) return all;
    const linked = linkedInThisRender();
    const fresh = all.props.children.filter((child: unknown) => {
      if (!isValidElement(child) || child.key === null) return Boolean(child);
      if (linked.has(child.key)) return false;
      linked.add(child.key);
      return true;
    });
    return fresh.length > 0 ? createElement(Fragment, null, fresh) : null;
  };
}
