/** Paths of static files and build metadata: no session work for them. */
export function isStaticPath(pathname: string): boolean {
  return (
    pathname.startsWith('/assets/') ||
    pathname.startsWith('/builds/') ||
    pathname === '/favicon.svg' ||
    pathname === '/favicon.ico' ||
    pathname === '/robots.txt'
  );
}

/** A browser asking for a whole page (not an RSC payload, not the JSON surface). */
export function isDocumentRequest(req: Request, pathname: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (pathname.startsWith('/api/') || pathname.startsWith('/RSC/') || isStaticPath(pathname)) return false;
  const accept = req.headers.get('accept') ?? '*/*';
  return accept.includes('text/html') || accept.includes('*/*');
}
